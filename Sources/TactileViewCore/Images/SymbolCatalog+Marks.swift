import Foundation

// Marks and shapes: what controls, lists and badges show most.
extension SymbolCatalog {
    /// A glyph drawn by `body`.
    static func draw(_ body: (inout GlyphBuilder) -> Void) -> SymbolGlyph {
        var b = GlyphBuilder()
        body(&b)
        return b.glyph
    }

    static let marks: [String: Drawing] = [
        "plus": { _ in
            draw {
                $0.stroke { p in
                    p.poly(12, 4, 12, 20); p.poly(4, 12, 20, 12)
                }
            }
        },
        "minus": { _ in draw { $0.stroke { p in p.poly(4, 12, 20, 12) } } },
        "xmark": { _ in
            draw {
                $0.stroke { p in
                    p.poly(5.5, 5.5, 18.5, 18.5); p.poly(18.5, 5.5, 5.5, 18.5)
                }
            }
        },
        "checkmark": { _ in draw { $0.stroke { p in p.poly(4.5, 12.5, 9.5, 18, 19.5, 5.5) } } },
        "info": { _ in
            draw {
                $0.fill { p in p.circle(12, 5, 2.2) }
                $0.stroke { p in p.poly(12, 10, 12, 20) }
            }
        },
        "exclamationmark": { _ in
            draw {
                $0.stroke { p in p.poly(12, 3.5, 12, 14.5) }
                $0.fill { p in p.circle(12, 20, 2.2) }
            }
        },
        "questionmark": { _ in
            draw {
                $0.stroke { p in
                    p.arc(12, 8, 5, from: 195, to: 405)
                    p.addQuadCurve(to: CGPoint(x: 12, y: 15), control: CGPoint(x: 12, y: 11.5))
                }
                $0.fill { p in p.circle(12, 20.5, 2) }
            }
        },
        "ellipsis": { _ in
            draw {
                $0.fill { p in
                    p.circle(5, 12, 2); p.circle(12, 12, 2); p.circle(19, 12, 2)
                }
            }
        },
        "line.3.horizontal": { _ in
            draw {
                $0.stroke { p in
                    p.poly(4, 6.5, 20, 6.5); p.poly(4, 12, 20, 12); p.poly(4, 17.5, 20, 17.5)
                }
            }
        },
        "list.bullet": { _ in
            draw {
                $0.fill { p in
                    p.circle(4.5, 6.5, 1.6); p.circle(4.5, 12, 1.6); p.circle(4.5, 17.5, 1.6)
                }
                $0.stroke { p in
                    p.poly(9, 6.5, 20.5, 6.5); p.poly(9, 12, 20.5, 12); p.poly(9, 17.5, 20.5, 17.5)
                }
            }
        },
        "slider.horizontal.3": { _ in
            draw {
                $0.stroke { p in
                    p.poly(3, 6, 21, 6); p.poly(3, 12, 21, 12); p.poly(3, 18, 21, 18)
                }
                $0.fill { p in
                    p.circle(8, 6, 2.6); p.circle(16, 12, 2.6); p.circle(10, 18, 2.6)
                }
            }
        },
        "circle": { filled in draw { $0.outline(filled: filled) { p in p.circle(12, 12, 10) } } },
        "square": { filled in draw { $0.outline(filled: filled) { p in p.box(2.5, 2.5, 19, 19, 4.5) } } },
        "heart": { filled in
            draw {
                $0.outline(filled: filled) { p in
                    p.move(to: CGPoint(x: 12, y: 20.5))
                    p.addCurve(
                        to: CGPoint(x: 2.5, y: 8.6), control1: CGPoint(x: 7, y: 16.8),
                        control2: CGPoint(x: 2.5, y: 13.3))
                    p.addCurve(
                        to: CGPoint(x: 7.4, y: 3.5), control1: CGPoint(x: 2.5, y: 5.6),
                        control2: CGPoint(x: 4.8, y: 3.5))
                    p.addCurve(
                        to: CGPoint(x: 12, y: 6.3), control1: CGPoint(x: 9.4, y: 3.5), control2: CGPoint(x: 11, y: 4.6))
                    p.addCurve(
                        to: CGPoint(x: 16.6, y: 3.5), control1: CGPoint(x: 13, y: 4.6),
                        control2: CGPoint(x: 14.6, y: 3.5))
                    p.addCurve(
                        to: CGPoint(x: 21.5, y: 8.6), control1: CGPoint(x: 19.2, y: 3.5),
                        control2: CGPoint(x: 21.5, y: 5.6))
                    p.addCurve(
                        to: CGPoint(x: 12, y: 20.5), control1: CGPoint(x: 21.5, y: 13.3),
                        control2: CGPoint(x: 17, y: 16.8))
                    p.closeSubpath()
                }
            }
        },
        "star": { filled in
            draw {
                $0.outline(filled: filled) { p in
                    var points: [CGPoint] = []
                    for i in 0..<10 {
                        let r: CGFloat = i % 2 == 0 ? 10 : 4.4
                        let a = (-90 + Double(i) * 36) * .pi / 180
                        points.append(CGPoint(x: 12 + r * CGFloat(cos(a)), y: 12.8 + r * CGFloat(sin(a))))
                    }
                    p.addLines(points)
                    p.closeSubpath()
                }
            }
        },
        "bolt": { filled in
            draw { $0.outline(filled: filled) { p in p.polygon(14, 2, 4.5, 13.5, 11, 13.5, 10, 22, 19.5, 10, 13, 10) } }
        },
        "flag": { filled in
            draw {
                $0.stroke { p in p.poly(5, 2.5, 5, 21.5) }
                $0.outline(filled: filled) { p in p.polygon(5, 4, 19, 4, 15.5, 8.5, 19, 13, 5, 13) }
            }
        },
        "bookmark": { filled in
            draw { $0.outline(filled: filled) { p in p.polygon(6, 3, 18, 3, 18, 21, 12, 16, 6, 21) } }
        },
        "person": { filled in
            draw {
                $0.outline(filled: filled) { p in p.circle(12, 7.5, 4.2) }
                $0.outline(filled: filled) { p in
                    p.move(to: CGPoint(x: 3.5, y: 21))
                    p.addCurve(
                        to: CGPoint(x: 12, y: 13.5), control1: CGPoint(x: 3.5, y: 16.2),
                        control2: CGPoint(x: 7.3, y: 13.5))
                    p.addCurve(
                        to: CGPoint(x: 20.5, y: 21), control1: CGPoint(x: 16.7, y: 13.5),
                        control2: CGPoint(x: 20.5, y: 16.2))
                    p.closeSubpath()
                }
            }
        },
        "person.2": { filled in
            draw {
                $0.outline(filled: filled, .secondary) { p in p.circle(16.5, 7, 3.2) }
                $0.outline(filled: filled, .secondary) { p in
                    p.move(to: CGPoint(x: 14.5, y: 12.6))
                    p.addCurve(
                        to: CGPoint(x: 22.5, y: 19), control1: CGPoint(x: 19, y: 11.8),
                        control2: CGPoint(x: 22.5, y: 14.5))
                    p.addLine(to: CGPoint(x: 17.5, y: 19))
                }
                $0.outline(filled: filled) { p in p.circle(9, 8, 3.8) }
                $0.outline(filled: filled) { p in
                    p.move(to: CGPoint(x: 1.5, y: 20.5))
                    p.addCurve(
                        to: CGPoint(x: 9, y: 13.8), control1: CGPoint(x: 1.5, y: 16.2),
                        control2: CGPoint(x: 4.8, y: 13.8))
                    p.addCurve(
                        to: CGPoint(x: 16.5, y: 20.5), control1: CGPoint(x: 13.2, y: 13.8),
                        control2: CGPoint(x: 16.5, y: 16.2))
                    p.closeSubpath()
                }
            }
        },
        "exclamationmark.triangle": { filled in
            draw {
                $0.outline(filled: filled, .secondary) { p in p.polygon(12, 2.5, 22, 20.5, 2, 20.5) }
                $0.stroke(knockout: filled) { p in p.poly(12, 8.5, 12, 13.5) }
                $0.fill(knockout: filled) { p in p.circle(12, 17.2, 1.5) }
            }
        },
        "square.grid.2x2": { filled in
            draw {
                $0.outline(filled: filled) { p in
                    p.box(3, 3, 7.5, 7.5, 2); p.box(13.5, 3, 7.5, 7.5, 2)
                    p.box(3, 13.5, 7.5, 7.5, 2); p.box(13.5, 13.5, 7.5, 7.5, 2)
                }
            }
        },
    ]
}
