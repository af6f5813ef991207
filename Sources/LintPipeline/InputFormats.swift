import DesignSpec
import FigmaInput
import Foundation
import SpecLint

extension InputFormats {
    /// What `tokenlint lint` reads: saved Figma responses, and spec files (YAML or JSON), which
    /// a file no format claims is read as. `jobs`: how many threads read one Figma file's frames.
    public static func lint(_ configuration: LintConfiguration = LintConfiguration(),
                            jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> InputFormats {
        InputFormats([FigmaFormat(options: configuration.figma, jobs: jobs), SpecFormat()])
    }
}
