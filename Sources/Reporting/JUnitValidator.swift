import CLibXML2
import Diagnostics
import Foundation

/// Validates a JUnit report against one of the two XSDs embedded in the binary
/// (`tokenlint report validate FILE --schema jenkins|ant`; libxml2 `xmlschemas.h`).
public enum JUnitValidator {
    public enum Schema: String, CaseIterable, Sendable {
        /// jenkinsci/xunit-plugin `junit-10.xsd`
        case jenkins
        /// windyroad/JUnit-Schema `JUnit.xsd` (the Ant format)
        case ant

        var xsd: String {
            switch self {
            case .jenkins: JenkinsXSD.text
            case .ant: AntXSD.text
            }
        }
    }

    /// What a validation found.
    public struct Validation: Sendable {
        /// Each `line N: message`; empty when the document is valid.
        public var problems: [String]
        /// False when the file could not be read or is not well-formed XML: there was no
        /// report to validate (`report validate` exits 2, not 1).
        public var isXML: Bool
    }

    /// The problems found, each `line N: message`; empty when the file is valid. A file that
    /// cannot be read or is not well-formed XML is a problem too, never a crash.
    public static func validate(file: String, against schema: Schema) -> [String] {
        check(file: file, against: schema).problems
    }

    /// `validate(file:against:)`, saying whether there was an XML document to validate.
    public static func check(file: String, against schema: Schema) -> Validation {
        // Read with Foundation and parse from memory: libxml2's own file reading treats the
        // name as a URI (unescaping `%xx`, choosing handlers by scheme).
        guard !file.utf8.contains(0), let data = FileManager.default.contents(atPath: file) else {
            return Validation(problems: ["cannot read \(XMLText.clean(file))"], isXML: false)
        }
        return validate(bytes: [UInt8](data), against: schema)
    }

    /// Validates a document held in memory.
    public static func validate(contents: String, against schema: Schema) -> [String] {
        validate(bytes: Array(contents.utf8), against: schema).problems
    }

    /// Safe reading (no XXE): no network, no entity substitution, no DTD loading.
    private static let readOptions = Int32(XML_PARSE_NONET.rawValue)

    private static func validate(bytes: [UInt8], against schema: Schema) -> Validation {
        guard bytes.count < Int(Int32.max) else { return Validation(problems: ["the document is too large (\(bytes.count) bytes)"], isXML: false) }
        LibXML.initialize()
        let collector = ProblemCollector()
        // C lifetime: libxml2 holds this unretained pointer in the parser and validation contexts
        // and in the thread's error handler; `withExtendedLifetime` keeps the collector alive
        // until all three are freed or reset, which happens inside the closure.
        return withExtendedLifetime(collector) {
            let context = Unmanaged.passUnretained(collector).toOpaque()
            // Every libxml2 error of this thread, including those of the parsers that
            // `xmlSchemaParse` starts internally (which otherwise print "Entity: line 1: …" on
            // stderr), goes to the collector until this returns. Contexts that have their own
            // handler (set below) report through it instead, so nothing is recorded twice.
            xmlSetStructuredErrorFunc(context, ProblemCollector.handler)
            defer { xmlSetStructuredErrorFunc(nil, nil) }
            return withParsedSchema(schema, errorContext: context) { parsedSchema in
                guard let parsedSchema else {
                    return Validation(problems: ["internal: the embedded \(schema.rawValue) XSD does not parse"] + collector.problems, isXML: true)
                }
                return bytes.withUnsafeBytes { raw in
                    // C lifetime: `xmlReadMemory` reads `raw` only while it runs; the document it
                    // returns is its own copy, and is validated and freed inside this closure anyway.
                    guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self),
                          let document = xmlReadMemory(base, Int32(raw.count), "report.xml", nil, readOptions)
                    else {
                        return Validation(problems: collector.problems.isEmpty ? ["the document is empty or not XML"] : collector.problems, isXML: false)
                    }
                    defer { xmlFreeDoc(document) }
                    guard let validContext = xmlSchemaNewValidCtxt(parsedSchema) else { return Validation(problems: ["internal: out of memory"], isXML: true) }
                    defer { xmlSchemaFreeValidCtxt(validContext) }
                    xmlSchemaSetValidStructuredErrors(validContext, ProblemCollector.handler, context)
                    let rc = xmlSchemaValidateDoc(validContext, document)
                    if rc != 0, collector.problems.isEmpty {
                        return Validation(problems: [rc > 0 ? "invalid against the \(schema.rawValue) XSD (libxml2 code \(rc))" : "internal: validation failed (\(rc))"], isXML: true)
                    }
                    return Validation(problems: collector.problems, isXML: true)
                }
            }
        }
    }

    /// Calls `body` with the embedded `schema` compiled by libxml2 (nil when it does not
    /// compile; the reasons went to `errorContext`), and frees it afterwards.
    ///
    /// C lifetime: `xmlSchemaNewMemParserCtxt` only stores the pointer to the XSD bytes, and
    /// `xmlSchemaParse` reads them later. So the bytes must outlive the parser context, not just
    /// the call that created it: the context is created, used and freed inside `withUTF8`'s
    /// closure, and `body` runs in it too. (Creating the context inside `withUnsafeBytes` and
    /// parsing after the closure returned read freed memory in release builds: the optimizer
    /// ended the array's lifetime at its last Swift use, and every validation failed with
    /// "the embedded XSD does not parse".)
    private static func withParsedSchema<R>(_ schema: Schema, errorContext: UnsafeMutableRawPointer,
                                            _ body: (xmlSchemaPtr?) -> R) -> R {
        var xsd = schema.xsd
        return xsd.withUTF8 { bytes in
            guard let base = bytes.baseAddress, bytes.count < Int(Int32.max) else { return body(nil) }
            let text = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            guard let parserContext = xmlSchemaNewMemParserCtxt(text, Int32(bytes.count)) else { return body(nil) }
            xmlSchemaSetParserStructuredErrors(parserContext, ProblemCollector.handler, errorContext)
            let parsedSchema = xmlSchemaParse(parserContext)
            xmlSchemaFreeParserCtxt(parserContext)
            defer { if let parsedSchema { xmlSchemaFree(parsedSchema) } }
            return body(parsedSchema)
        }
    }
}

/// Receives libxml2's structured errors through the `void *` context (C callbacks cannot capture).
private final class ProblemCollector {
    private(set) var problems: [String] = []
    private var dropped = 0
    private static let limit = 500

    /// libxml2's structured error callback; `context` is an unretained `ProblemCollector`.
    /// Written without parameter types so it compiles against libxml2 2.9 (`xmlErrorPtr`) and
    /// ≥ 2.12 (`const xmlError *`) alike (libxml2 commit 61034116).
    static let handler: xmlStructuredErrorFunc = { context, error in
        guard let context, let error else { return }
        let collector = Unmanaged<ProblemCollector>.fromOpaque(context).takeUnretainedValue()
        // `int2` is the column for parser errors (0 when libxml2 does not know it, as for validity errors).
        collector.record(level: error.pointee.level, line: Int(error.pointee.line), column: Int(error.pointee.int2), message: error.pointee.message)
    }

    /// Each problem as `LINE:COLUMN: message` (or `LINE: message` without a column), so that
    /// `report validate` prints `file:line:column: message` as compilers and linters do.
    func record(level: xmlErrorLevel, line: Int, column: Int, message: UnsafeMutablePointer<CChar>?) {
        guard level == XML_ERR_ERROR || level == XML_ERR_FATAL else { return }
        guard problems.count < Self.limit else {
            dropped += 1
            if dropped == 1 { problems.append("… more problems not listed") }
            return
        }
        let text = message.map { String(cString: $0) } ?? "unknown problem"
        let oneLine = PlainText.oneLine(text, limit: 2000)
        let position = line > 0 ? (column > 0 ? "\(line):\(column): " : "\(line): ") : ""
        problems.append(position + oneLine)
    }
}
