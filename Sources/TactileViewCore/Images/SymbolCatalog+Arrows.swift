import Foundation

// Arrows and chevrons.
extension SymbolCatalog {
    static let arrows: [String: Drawing] = [
        "chevron.left": { _ in draw { $0.stroke { p in p.poly(15.5, 4.5, 8, 12, 15.5, 19.5) } } },
        "chevron.right": { _ in draw { $0.stroke { p in p.poly(8.5, 4.5, 16, 12, 8.5, 19.5) } } },
        "chevron.up": { _ in draw { $0.stroke { p in p.poly(4.5, 15.5, 12, 8, 19.5, 15.5) } } },
        "chevron.down": { _ in draw { $0.stroke { p in p.poly(4.5, 8.5, 12, 16, 19.5, 8.5) } } },
        "arrow.left": { _ in
            draw {
                $0.stroke { p in
                    p.poly(20, 12, 4.5, 12); p.poly(11, 5.5, 4.5, 12, 11, 18.5)
                }
            }
        },
        "arrow.right": { _ in
            draw {
                $0.stroke { p in
                    p.poly(4, 12, 19.5, 12); p.poly(13, 5.5, 19.5, 12, 13, 18.5)
                }
            }
        },
        "arrow.up": { _ in
            draw {
                $0.stroke { p in
                    p.poly(12, 20, 12, 4.5); p.poly(5.5, 11, 12, 4.5, 18.5, 11)
                }
            }
        },
        "arrow.down": { _ in
            draw {
                $0.stroke { p in
                    p.poly(12, 4, 12, 19.5); p.poly(5.5, 13, 12, 19.5, 18.5, 13)
                }
            }
        },
        "arrow.up.right": { _ in
            draw {
                $0.stroke { p in
                    p.poly(5, 19, 18.5, 5.5); p.poly(9, 5.5, 18.5, 5.5, 18.5, 15)
                }
            }
        },
        "arrow.clockwise": { _ in
            draw {
                $0.stroke { p in p.arc(12, 13, 8, from: -60, to: 225) }
                $0.stroke { p in p.poly(10.5, 3.2, 16.3, 6.1, 13, 11.2) }
            }
        },
        "arrow.counterclockwise": { _ in
            draw {
                $0.stroke { p in p.arc(12, 13, 8, from: -45, to: 240) }
                $0.stroke { p in p.poly(13.5, 3.2, 7.7, 6.1, 11, 11.2) }
            }
        },
        "arrow.up.left.and.arrow.down.right": { _ in
            draw {
                $0.stroke { p in
                    p.poly(4, 4, 10, 10); p.poly(4, 10.5, 4, 4, 10.5, 4)
                }
                $0.stroke { p in
                    p.poly(20, 20, 14, 14); p.poly(20, 13.5, 20, 20, 13.5, 20)
                }
            }
        },
        "arrow.down.right.and.arrow.up.left": { _ in
            draw {
                $0.stroke { p in
                    p.poly(4, 4, 10, 10); p.poly(10, 4.5, 10, 10, 4.5, 10)
                }
                $0.stroke { p in
                    p.poly(20, 20, 14, 14); p.poly(14, 19.5, 14, 14, 19.5, 14)
                }
            }
        },
        "arrow.uturn.left": { _ in
            draw {
                $0.stroke { p in
                    p.poly(19.5, 20, 19.5, 13)
                    p.addCurve(
                        to: CGPoint(x: 14, y: 7.5), control1: CGPoint(x: 19.5, y: 10), control2: CGPoint(x: 17, y: 7.5))
                    p.addLine(to: CGPoint(x: 4.5, y: 7.5))
                    p.poly(9.5, 2.5, 4.5, 7.5, 9.5, 12.5)
                }
            }
        },
        "arrow.triangle.2.circlepath": { _ in
            draw {
                $0.stroke { p in
                    p.arc(12, 12, 8, from: 200, to: 340); p.poly(17, 5.5, 19.5, 9.3, 15.2, 10)
                }
                $0.stroke { p in
                    p.arc(12, 12, 8, from: 20, to: 160); p.poly(7, 18.5, 4.5, 14.7, 8.8, 14)
                }
            }
        },
        "location.north": { filled in
            draw { $0.outline(filled: filled) { p in p.polygon(12, 2.5, 19.5, 21, 12, 17, 4.5, 21) } }
        },
        "paperplane": { filled in
            draw {
                $0.outline(filled: filled) { p in p.polygon(21.5, 2.5, 2.5, 10.5, 10, 14, 13.5, 21.5) }
                $0.stroke(knockout: filled) { p in p.poly(21.5, 2.5, 10, 14) }
            }
        },
    ]
}
