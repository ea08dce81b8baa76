import Testing
@testable import TactilePlayground
