import Foundation

// Everyday objects: editing, sharing, settings, communication, places.
extension SymbolCatalog {
    static let objects: [String: Drawing] = [
        "trash": { filled in
            draw {
                $0.stroke { p in
                    p.poly(3.5, 6, 20.5, 6); p.poly(9, 6, 9, 3.5, 15, 3.5, 15, 6)
                }
                $0.outline(filled: filled) { p in p.polygon(5.8, 6, 7.2, 21, 16.8, 21, 18.2, 6) }
                $0.stroke(knockout: filled) { p in
                    p.poly(10, 10, 10, 17); p.poly(14, 10, 14, 17)
                }
            }
        },
        "pencil": { _ in
            draw {
                $0.stroke { p in p.polygon(16, 3.5, 20.5, 8, 8.5, 20, 3.5, 20.5, 4, 15.5) }
                $0.stroke { p in p.poly(13.5, 6, 18, 10.5) }
            }
        },
        "square.and.pencil": { _ in
            draw {
                $0.stroke(.secondary) { p in
                    p.poly(11, 4, 5.5, 4, 3.5, 6, 3.5, 18.5, 5.5, 20.5, 18, 20.5, 20, 18.5, 20, 13)
                }
                $0.stroke { p in p.polygon(18, 2.5, 21.5, 6, 13, 14.5, 9, 15, 9.5, 11) }
            }
        },
        "square.and.arrow.up": { _ in
            draw {
                $0.stroke(.secondary) { p in p.poly(8.5, 9, 5, 9, 5, 21, 19, 21, 19, 9, 15.5, 9) }
                $0.stroke { p in
                    p.poly(12, 15, 12, 2.5); p.poly(8, 6.5, 12, 2.5, 16, 6.5)
                }
            }
        },
        "gear": { filled in
            draw {
                $0.outline(filled: filled) { p in
                    var points: [CGPoint] = []
                    for i in 0..<32 {
                        let r: CGFloat = (i / 2) % 2 == 0 ? 10.5 : 8
                        let a = (Double(i) * 11.25 - 5.6) * .pi / 180
                        points.append(CGPoint(x: 12 + r * CGFloat(cos(a)), y: 12 + r * CGFloat(sin(a))))
                    }
                    p.addLines(points)
                    p.closeSubpath()
                }
                $0.outline(filled: filled, knockout: filled) { p in p.circle(12, 12, 3.4) }
            }
        },
        "house": { filled in
            draw {
                $0.outline(filled: filled) { p in p.polygon(12, 3, 21, 11, 19, 11, 19, 21, 5, 21, 5, 11, 3, 11) }
                $0.stroke(knockout: filled) { p in p.poly(10, 21, 10, 15, 14, 15, 14, 21) }
            }
        },
        "magnifyingglass": { _ in
            draw {
                $0.stroke { p in
                    p.circle(10.5, 10.5, 7); p.poly(15.5, 15.5, 21, 21)
                }
            }
        },
        "plus.magnifyingglass": { _ in
            draw {
                $0.stroke { p in
                    p.circle(10.5, 10.5, 7); p.poly(15.5, 15.5, 21, 21)
                }
                $0.stroke { p in
                    p.poly(10.5, 7, 10.5, 14); p.poly(7, 10.5, 14, 10.5)
                }
            }
        },
        "minus.magnifyingglass": { _ in
            draw {
                $0.stroke { p in
                    p.circle(10.5, 10.5, 7); p.poly(15.5, 15.5, 21, 21)
                }
                $0.stroke { p in p.poly(7, 10.5, 14, 10.5) }
            }
        },
        "bell": { filled in
            draw {
                $0.outline(filled: filled) { p in
                    p.move(to: CGPoint(x: 3.5, y: 18))
                    p.addLine(to: CGPoint(x: 5.5, y: 15))
                    p.addLine(to: CGPoint(x: 5.5, y: 10.5))
                    p.addCurve(
                        to: CGPoint(x: 18.5, y: 10.5), control1: CGPoint(x: 5.5, y: 1.5),
                        control2: CGPoint(x: 18.5, y: 1.5))
                    p.addLine(to: CGPoint(x: 18.5, y: 15))
                    p.addLine(to: CGPoint(x: 20.5, y: 18))
                    p.closeSubpath()
                }
                $0.stroke { p in p.arc(12, 19.5, 2.5, from: 0, to: 180) }
            }
        },
        "envelope": { filled in
            draw {
                $0.outline(filled: filled) { p in p.box(2.5, 5, 19, 14, 2.5) }
                $0.stroke(knockout: filled) { p in p.poly(3.5, 6.5, 12, 13, 20.5, 6.5) }
            }
        },
        "calendar": { _ in
            draw {
                $0.stroke { p in
                    p.box(3, 5, 18, 16, 2.5); p.poly(3, 10, 21, 10)
                }
                $0.stroke { p in
                    p.poly(8, 2.5, 8, 6.5); p.poly(16, 2.5, 16, 6.5)
                }
            }
        },
        "clock": { filled in
            draw {
                $0.outline(filled: filled, .secondary) { p in p.circle(12, 12, 10) }
                $0.stroke(knockout: filled) { p in p.poly(12, 6, 12, 12, 16, 14.5) }
            }
        },
        "photo": { filled in
            draw {
                $0.outline(filled: filled, .secondary) { p in p.box(2.5, 4, 19, 16, 2.5) }
                $0.stroke(knockout: filled) { p in p.poly(3, 17.5, 9, 11.5, 13, 15.5, 15.5, 13, 21, 18.5) }
                $0.fill(knockout: filled) { p in p.circle(15.5, 8.5, 1.8) }
            }
        },
        "camera": { filled in
            draw {
                $0.outline(filled: filled) { p in
                    p.polygon(2.5, 8, 7.5, 8, 9.5, 5, 14.5, 5, 16.5, 8, 21.5, 8, 21.5, 20, 2.5, 20)
                }
                $0.stroke(knockout: filled) { p in p.circle(12, 13.8, 3.6) }
            }
        },
        "mic": { filled in
            draw {
                $0.outline(filled: filled) { p in p.box(8.5, 2.5, 7, 12, 3.5) }
                $0.stroke { p in
                    p.arc(12, 11, 6.5, from: 0, to: 180); p.poly(12, 17.5, 12, 21.5)
                }
            }
        },
        "cart": { filled in
            draw {
                $0.stroke { p in p.poly(2, 3.5, 5, 3.5, 7.5, 15.5, 18.5, 15.5) }
                $0.outline(filled: filled) { p in p.polygon(6, 7, 21, 7, 19, 13, 7.2, 13) }
                $0.fill { p in
                    p.circle(9, 19.5, 1.7); p.circle(17, 19.5, 1.7)
                }
            }
        },
        "bag": { filled in
            draw {
                $0.outline(filled: filled) { p in p.box(4, 8, 16, 13, 2.5) }
                $0.stroke { p in p.arc(12, 8, 3.8, from: 180, to: 360) }
            }
        },
        "lock": { filled in
            draw {
                $0.outline(filled: filled) { p in p.box(4.5, 10.5, 15, 11, 2.5) }
                $0.stroke { p in
                    p.poly(8, 10.5, 8, 7);
                    p.addArc(
                        center: CGPoint(x: 12, y: 7), radius: 4, startAngle: .degrees(180), endAngle: .degrees(360),
                        clockwise: false);
                    p.addLine(to: CGPoint(x: 16, y: 10.5))
                }
            }
        },
        "lock.open": { filled in
            draw {
                $0.outline(filled: filled) { p in p.box(2.5, 10.5, 15, 11, 2.5) }
                $0.stroke { p in
                    p.poly(14, 10.5, 14, 7);
                    p.addArc(
                        center: CGPoint(x: 18, y: 7), radius: 4, startAngle: .degrees(180), endAngle: .degrees(360),
                        clockwise: false)
                }
            }
        },
        "eye": { filled in
            draw {
                $0.outline(filled: filled) { p in
                    p.move(to: CGPoint(x: 1.5, y: 12))
                    p.addCurve(
                        to: CGPoint(x: 22.5, y: 12), control1: CGPoint(x: 6, y: 4.5), control2: CGPoint(x: 18, y: 4.5))
                    p.addCurve(
                        to: CGPoint(x: 1.5, y: 12), control1: CGPoint(x: 18, y: 19.5), control2: CGPoint(x: 6, y: 19.5))
                    p.closeSubpath()
                }
                $0.outline(filled: true, knockout: filled) { p in p.circle(12, 12, 3.3) }
            }
        },
        "eye.slash": { _ in
            draw {
                $0.stroke { p in
                    p.move(to: CGPoint(x: 1.5, y: 12))
                    p.addCurve(
                        to: CGPoint(x: 22.5, y: 12), control1: CGPoint(x: 6, y: 4.5), control2: CGPoint(x: 18, y: 4.5))
                    p.addCurve(
                        to: CGPoint(x: 1.5, y: 12), control1: CGPoint(x: 18, y: 19.5), control2: CGPoint(x: 6, y: 19.5))
                    p.closeSubpath()
                    p.circle(12, 12, 3.3)
                }
                $0.stroke { p in p.poly(4, 3, 20, 21) }
            }
        },
        "cloud": { filled in
            draw {
                $0.outline(filled: filled) { p in
                    p.move(to: CGPoint(x: 6.5, y: 19))
                    p.addCurve(
                        to: CGPoint(x: 7, y: 10.5), control1: CGPoint(x: 1.5, y: 19), control2: CGPoint(x: 1.5, y: 10.5)
                    )
                    p.addCurve(
                        to: CGPoint(x: 17.5, y: 10), control1: CGPoint(x: 8, y: 4), control2: CGPoint(x: 16.5, y: 4))
                    p.addCurve(
                        to: CGPoint(x: 17.5, y: 19), control1: CGPoint(x: 22.8, y: 10),
                        control2: CGPoint(x: 22.8, y: 19))
                    p.closeSubpath()
                }
            }
        },
        "sun.max": { filled in
            draw {
                $0.outline(filled: filled) { p in p.circle(12, 12, 4.5) }
                $0.stroke { p in
                    for i in 0..<8 {
                        let a = Double(i) * .pi / 4
                        p.poly(
                            12 + 7.5 * CGFloat(cos(a)), 12 + 7.5 * CGFloat(sin(a)), 12 + 10.5 * CGFloat(cos(a)),
                            12 + 10.5 * CGFloat(sin(a)))
                    }
                }
            }
        },
        "moon": { filled in
            draw {
                $0.outline(filled: filled) { p in
                    p.move(to: CGPoint(x: 10, y: 2.5))
                    p.addCurve(
                        to: CGPoint(x: 21.5, y: 15), control1: CGPoint(x: 8, y: 11), control2: CGPoint(x: 14, y: 17.5))
                    p.addCurve(
                        to: CGPoint(x: 10, y: 2.5), control1: CGPoint(x: 17, y: 25), control2: CGPoint(x: -2, y: 18))
                    p.closeSubpath()
                }
            }
        },
        "globe": { _ in
            draw {
                $0.stroke { p in
                    p.circle(12, 12, 10); p.poly(2, 12, 22, 12)
                }
                $0.stroke { p in
                    p.addEllipse(in: CGRect(x: 7.5, y: 2, width: 9, height: 20)); p.poly(12, 2, 12, 22)
                }
            }
        },
        "link": { _ in
            draw {
                $0.stroke { p in
                    p.box(2, 8.5, 12, 7, 3.5)
                    p.box(10, 8.5, 12, 7, 3.5)
                }
            }
        },
        "doc": { filled in
            draw {
                $0.outline(filled: filled) { p in p.polygon(5, 2.5, 14, 2.5, 19.5, 8, 19.5, 21.5, 5, 21.5) }
                $0.stroke(knockout: filled) { p in p.poly(14, 2.5, 14, 8, 19.5, 8) }
            }
        },
        "doc.text": { filled in
            draw {
                $0.outline(filled: filled) { p in p.polygon(5, 2.5, 14, 2.5, 19.5, 8, 19.5, 21.5, 5, 21.5) }
                $0.stroke(knockout: filled) { p in
                    p.poly(14, 2.5, 14, 8, 19.5, 8); p.poly(8.5, 12.5, 16, 12.5); p.poly(8.5, 16.5, 16, 16.5)
                }
            }
        },
        "folder": { filled in
            draw {
                $0.outline(filled: filled) { p in p.polygon(2.5, 5, 9, 5, 11, 7.5, 21.5, 7.5, 21.5, 19.5, 2.5, 19.5) }
            }
        },
        "tray": { filled in
            draw {
                $0.outline(filled: filled) { p in p.polygon(5.5, 4, 18.5, 4, 21.5, 13, 21.5, 20, 2.5, 20, 2.5, 13) }
                $0.stroke(knockout: filled) { p in p.poly(2.5, 13, 8, 13, 9, 15.5, 15, 15.5, 16, 13, 21.5, 13) }
            }
        },
        "map": { filled in
            draw {
                $0.outline(filled: filled) { p in
                    p.polygon(2.5, 5.5, 8.5, 3, 15.5, 5.5, 21.5, 3, 21.5, 18.5, 15.5, 21, 8.5, 18.5, 2.5, 21)
                }
                $0.stroke(knockout: filled) { p in
                    p.poly(8.5, 3, 8.5, 18.5); p.poly(15.5, 5.5, 15.5, 21)
                }
            }
        },
        "mappin": { _ in
            draw {
                $0.stroke { p in
                    p.circle(12, 8, 5); p.poly(12, 13, 12, 22)
                }
            }
        },
        "mappin.and.ellipse": { _ in
            draw {
                $0.stroke { p in
                    p.circle(12, 7, 4.5); p.poly(12, 11.5, 12, 18)
                }
                $0.stroke(.secondary) { p in p.addEllipse(in: CGRect(x: 3, y: 15.5, width: 18, height: 6)) }
            }
        },
        "phone": { filled in
            draw {
                $0.outline(filled: filled) { p in
                    p.move(to: CGPoint(x: 5, y: 2.5))
                    p.addLine(to: CGPoint(x: 9, y: 2.5))
                    p.addLine(to: CGPoint(x: 10.5, y: 7.5))
                    p.addLine(to: CGPoint(x: 8, y: 9.5))
                    p.addCurve(
                        to: CGPoint(x: 14.5, y: 16), control1: CGPoint(x: 9.5, y: 12.5),
                        control2: CGPoint(x: 11.5, y: 14.5))
                    p.addLine(to: CGPoint(x: 16.5, y: 13.5))
                    p.addLine(to: CGPoint(x: 21.5, y: 15))
                    p.addLine(to: CGPoint(x: 21.5, y: 19))
                    p.addCurve(
                        to: CGPoint(x: 5, y: 2.5), control1: CGPoint(x: 12, y: 22), control2: CGPoint(x: 2, y: 12))
                    p.closeSubpath()
                }
            }
        },
        "message": { filled in
            draw {
                $0.outline(filled: filled) { p in
                    p.move(to: CGPoint(x: 12, y: 3))
                    p.addCurve(
                        to: CGPoint(x: 21.5, y: 11), control1: CGPoint(x: 17.5, y: 3),
                        control2: CGPoint(x: 21.5, y: 6.5))
                    p.addCurve(
                        to: CGPoint(x: 12, y: 19), control1: CGPoint(x: 21.5, y: 15.5),
                        control2: CGPoint(x: 17.5, y: 19))
                    p.addCurve(
                        to: CGPoint(x: 8.5, y: 18.5), control1: CGPoint(x: 10.8, y: 19),
                        control2: CGPoint(x: 9.6, y: 18.8))
                    p.addLine(to: CGPoint(x: 3.5, y: 21))
                    p.addLine(to: CGPoint(x: 4.8, y: 16.5))
                    p.addCurve(to: CGPoint(x: 12, y: 3), control1: CGPoint(x: 0, y: 11), control2: CGPoint(x: 5, y: 3))
                    p.closeSubpath()
                }
            }
        },
        "thumbsup": { filled in
            draw {
                $0.outline(filled: filled, .secondary) { p in p.box(2.5, 10, 4.5, 11, 1.5) }
                $0.outline(filled: filled) { p in
                    p.polygon(9, 10, 12.5, 3, 14.5, 3.5, 14.5, 9, 20, 9, 21.5, 11, 19.5, 20.5, 9, 20.5)
                }
            }
        },
        "wifi": { _ in
            draw {
                $0.stroke { p in
                    p.arc(12, 19, 16, from: 225, to: 315); p.arc(12, 19, 10.5, from: 225, to: 315);
                    p.arc(12, 19, 5, from: 225, to: 315)
                }
                $0.fill { p in p.circle(12, 19, 1.8) }
            }
        },
        "battery.100": { _ in
            draw {
                $0.stroke { p in p.box(1.5, 7, 19, 10, 2.5) }
                $0.fill { p in
                    p.box(3.5, 9, 15, 6, 1); p.box(21.5, 10, 1.5, 4, 0.75)
                }
            }
        },
    ]
}
