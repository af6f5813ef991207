import DesignSpec
import FigmaInput
import SpecLint
import SwiftSource

extension InputFormats {
    /// What `tokenlint lint` reads: saved Figma responses, SwiftUI source, and spec files (YAML
    /// or JSON), which a file no format claims is read as.
    public static func lint(_ configuration: LintConfiguration = LintConfiguration()) -> InputFormats {
        InputFormats([FigmaFormat(options: configuration.figma), SwiftFormat(options: configuration.swift), SpecFormat()])
    }
}
