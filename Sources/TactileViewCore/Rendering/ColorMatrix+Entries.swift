import Foundation

extension ColorMatrix {
    /// The identity matrix: colours unchanged.
    public init() { self = .identity }

    /// Row r (output red), column 1: the weight of the input red.
    public var r1: Float {
        get { Float(values[0]) }
        set { values[0] = Double(newValue) }
    }

    /// Row r (output red), column 2: the weight of the input green.
    public var r2: Float {
        get { Float(values[1]) }
        set { values[1] = Double(newValue) }
    }

    /// Row r (output red), column 3: the weight of the input blue.
    public var r3: Float {
        get { Float(values[2]) }
        set { values[2] = Double(newValue) }
    }

    /// Row r (output red), column 4: the weight of the input alpha.
    public var r4: Float {
        get { Float(values[3]) }
        set { values[3] = Double(newValue) }
    }

    /// Row r (output red), column 5: the weight of the input constant (an offset added).
    public var r5: Float {
        get { Float(values[4]) }
        set { values[4] = Double(newValue) }
    }

    /// Row g (output green), column 1: the weight of the input red.
    public var g1: Float {
        get { Float(values[5]) }
        set { values[5] = Double(newValue) }
    }

    /// Row g (output green), column 2: the weight of the input green.
    public var g2: Float {
        get { Float(values[6]) }
        set { values[6] = Double(newValue) }
    }

    /// Row g (output green), column 3: the weight of the input blue.
    public var g3: Float {
        get { Float(values[7]) }
        set { values[7] = Double(newValue) }
    }

    /// Row g (output green), column 4: the weight of the input alpha.
    public var g4: Float {
        get { Float(values[8]) }
        set { values[8] = Double(newValue) }
    }

    /// Row g (output green), column 5: the weight of the input constant (an offset added).
    public var g5: Float {
        get { Float(values[9]) }
        set { values[9] = Double(newValue) }
    }

    /// Row b (output blue), column 1: the weight of the input red.
    public var b1: Float {
        get { Float(values[10]) }
        set { values[10] = Double(newValue) }
    }

    /// Row b (output blue), column 2: the weight of the input green.
    public var b2: Float {
        get { Float(values[11]) }
        set { values[11] = Double(newValue) }
    }

    /// Row b (output blue), column 3: the weight of the input blue.
    public var b3: Float {
        get { Float(values[12]) }
        set { values[12] = Double(newValue) }
    }

    /// Row b (output blue), column 4: the weight of the input alpha.
    public var b4: Float {
        get { Float(values[13]) }
        set { values[13] = Double(newValue) }
    }

    /// Row b (output blue), column 5: the weight of the input constant (an offset added).
    public var b5: Float {
        get { Float(values[14]) }
        set { values[14] = Double(newValue) }
    }

    /// Row a (output alpha), column 1: the weight of the input red.
    public var a1: Float {
        get { Float(values[15]) }
        set { values[15] = Double(newValue) }
    }

    /// Row a (output alpha), column 2: the weight of the input green.
    public var a2: Float {
        get { Float(values[16]) }
        set { values[16] = Double(newValue) }
    }

    /// Row a (output alpha), column 3: the weight of the input blue.
    public var a3: Float {
        get { Float(values[17]) }
        set { values[17] = Double(newValue) }
    }

    /// Row a (output alpha), column 4: the weight of the input alpha.
    public var a4: Float {
        get { Float(values[18]) }
        set { values[18] = Double(newValue) }
    }

    /// Row a (output alpha), column 5: the weight of the input constant (an offset added).
    public var a5: Float {
        get { Float(values[19]) }
        set { values[19] = Double(newValue) }
    }
}
