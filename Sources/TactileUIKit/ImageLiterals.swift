import Foundation

/// The type `#imageLiteral(resourceName:)` makes where nothing else is asked for, UIKit's choice.
public typealias _ImageLiteralType = UIImage

/// The type `#colorLiteral(red:green:blue:alpha:)` makes where nothing else is asked for, UIKit's
/// choice (`Color(#colorLiteral(…))` and a literal passed where a `Color` is expected work too).
public typealias _ColorLiteralType = UIColor

extension UIImage: _ExpressibleByImageLiteral {
    /// The image of the app's assets named `path`, as Xcode's image literal
    /// (`Image(uiImage: #imageLiteral(resourceName: "photo"))`) makes it. A name with no asset is
    /// drawn as SwiftUI draws a missing image (nothing) rather than stopping the app.
    public convenience init(imageLiteralResourceName path: String) { self.init(source: .named(path)) }
}
