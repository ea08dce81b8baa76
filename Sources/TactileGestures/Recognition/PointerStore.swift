extension UnsafeMutablePointer {
    /// Puts `value` in the pointee: assigns over the value there when `isInitialized`,
    /// initializes the memory otherwise.
    ///
    /// Nodes keep values of their generic value type behind pointers allocated once, with the
    /// initialization flag beside them, instead of in an `Optional` (see ``_GestureNode``).
    @inline(__always)
    func store(_ value: Pointee, replacing isInitialized: Bool) {
        if isInitialized {
            pointee = value
        } else {
            initialize(to: value)
        }
    }
}
