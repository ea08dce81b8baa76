import Foundation

// Playback and touch.
extension SymbolCatalog {
    static let media: [String: Drawing] = [
        "play": { filled in draw { $0.outline(filled: filled) { p in p.polygon(6.5, 4, 19.5, 12, 6.5, 20) } } },
        "pause": { filled in
            draw {
                $0.outline(filled: filled) { p in
                    p.box(5.5, 4, 4.5, 16, 1); p.box(14, 4, 4.5, 16, 1)
                }
            }
        },
        "stop": { filled in draw { $0.outline(filled: filled) { p in p.box(5, 5, 14, 14, 2) } } },
        "forward": { filled in
            draw {
                $0.outline(filled: filled) { p in
                    p.polygon(2.5, 6, 11.5, 12, 2.5, 18); p.polygon(12, 6, 21, 12, 12, 18)
                }
            }
        },
        "backward": { filled in
            draw {
                $0.outline(filled: filled) { p in
                    p.polygon(21.5, 6, 12.5, 12, 21.5, 18); p.polygon(12, 6, 3, 12, 12, 18)
                }
            }
        },
        "speaker.wave.2": { filled in
            draw {
                $0.outline(filled: filled) { p in p.polygon(2.5, 9, 6.5, 9, 11.5, 4.5, 11.5, 19.5, 6.5, 15, 2.5, 15) }
                $0.stroke(.secondary) { p in
                    p.arc(11.5, 12, 4.5, from: -45, to: 45); p.arc(11.5, 12, 8.5, from: -45, to: 45)
                }
            }
        },
        "hand.tap": { filled in
            draw {
                $0.stroke(.secondary) { p in p.arc(10, 7.5, 5, from: 180, to: 360) }
                $0.outline(filled: filled) { p in
                    p.polygon(
                        8.5, 21, 5, 15.5, 6, 14, 8.5, 15, 8.5, 7.5, 11.5, 7.5, 11.5, 11.5, 18, 12.5, 19, 14, 18, 21)
                }
            }
        },
        "hand.draw": { filled in
            draw {
                $0.stroke(.secondary) { p in
                    p.move(to: CGPoint(x: 2.5, y: 8))
                    p.addCurve(to: CGPoint(x: 12, y: 5), control1: CGPoint(x: 5, y: 2), control2: CGPoint(x: 9, y: 9))
                    p.addCurve(to: CGPoint(x: 21, y: 4), control1: CGPoint(x: 15, y: 1), control2: CGPoint(x: 18, y: 7))
                }
                $0.outline(filled: filled) { p in
                    p.polygon(
                        8.5, 22, 5, 17, 6, 15.5, 8.5, 16.5, 8.5, 10, 11.5, 10, 11.5, 13.5, 18, 14.5, 19, 16, 18, 22)
                }
            }
        },
    ]
}
