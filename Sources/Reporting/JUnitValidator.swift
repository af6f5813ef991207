import CLibXML2
import Foundation

/// Validates a JUnit report against one of the two XSDs embedded in the binary
/// (`tokenlint report validate FILE --schema jenkins|ant`; lint.md §5.5).
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

    /// The problems found, each `line N: message`; empty when the file is valid. A file that
    /// cannot be read or is not well-formed XML is a problem too, never a crash.
    public static func validate(file: String, against schema: Schema) -> [String] {
        // Read with Foundation and parse from memory: libxml2's own file reading treats the
        // name as a URI (unescaping `%xx`, choosing handlers by scheme).
        guard !file.utf8.contains(0), let data = FileManager.default.contents(atPath: file) else {
            return ["cannot read \(XMLText.clean(file))"]
        }
        return validate(bytes: [UInt8](data), against: schema)
    }

    /// Validates a document held in memory.
    public static func validate(contents: String, against schema: Schema) -> [String] {
        validate(bytes: Array(contents.utf8), against: schema)
    }

    private static func validate(bytes: [UInt8], against schema: Schema) -> [String] {
        guard bytes.count < Int(Int32.max) else { return ["the document is too large (\(bytes.count) bytes)"] }
        return validate(schema) { options in
            bytes.withUnsafeBytes { raw in
                guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self) else { return nil }
                return xmlReadMemory(base, Int32(raw.count), "report.xml", nil, options)
            }
        } ifUnreadable: {
            "the document is empty or not XML"
        }
    }

    /// Safe reading (lint.md §5.3): no network, no entity substitution, no DTD loading.
    private static let readOptions = Int32(XML_PARSE_NONET.rawValue)

    private static func validate(_ schema: Schema, read: (Int32) -> xmlDocPtr?, ifUnreadable: () -> String) -> [String] {
        LibXML.initialize()
        let collector = ProblemCollector()
        let context = Unmanaged.passUnretained(collector).toOpaque()
        // Written without parameter types so it compiles against libxml2 2.9 (`xmlErrorPtr`) and
        // ≥ 2.12 (`const xmlError *`) alike (lint.md §5.3).
        let handler: xmlStructuredErrorFunc = { context, error in
            guard let context, let error else { return }
            let collector = Unmanaged<ProblemCollector>.fromOpaque(context).takeUnretainedValue()
            collector.record(level: error.pointee.level, line: Int(error.pointee.line), message: error.pointee.message)
        }

        return withExtendedLifetime(collector) {
            // Parse the embedded schema.
            let xsd = Array(schema.xsd.utf8)
            let parserContext: xmlSchemaParserCtxtPtr? = xsd.withUnsafeBytes { raw in
                guard let base = raw.baseAddress?.assumingMemoryBound(to: CChar.self) else { return nil }
                return xmlSchemaNewMemParserCtxt(base, Int32(raw.count))
            }
            guard let parserContext else { return ["internal: cannot read the embedded \(schema.rawValue) XSD"] }
            xmlSchemaSetParserStructuredErrors(parserContext, handler, context)
            let parsedSchema = xmlSchemaParse(parserContext)
            xmlSchemaFreeParserCtxt(parserContext)
            guard let parsedSchema else {
                return ["internal: the embedded \(schema.rawValue) XSD does not parse"] + collector.problems
            }
            defer { xmlSchemaFree(parsedSchema) }

            // Read the document. The parser reports through the (per-thread) structured handler;
            // it is reset before returning so nothing else ever calls into our collector.
            xmlSetStructuredErrorFunc(context, handler)
            let document = read(readOptions)
            xmlSetStructuredErrorFunc(nil, nil)
            guard let document else {
                return collector.problems.isEmpty ? [ifUnreadable()] : collector.problems
            }
            defer { xmlFreeDoc(document) }

            guard let validContext = xmlSchemaNewValidCtxt(parsedSchema) else { return ["internal: out of memory"] }
            defer { xmlSchemaFreeValidCtxt(validContext) }
            xmlSchemaSetValidStructuredErrors(validContext, handler, context)
            let rc = xmlSchemaValidateDoc(validContext, document)
            if rc != 0, collector.problems.isEmpty {
                return [rc > 0 ? "invalid against the \(schema.rawValue) XSD (libxml2 code \(rc))" : "internal: validation failed (\(rc))"]
            }
            return collector.problems
        }
    }
}

/// Receives libxml2's structured errors through the `void *` context (C callbacks cannot capture).
private final class ProblemCollector {
    private(set) var problems: [String] = []
    private var dropped = 0
    private static let limit = 500

    func record(level: xmlErrorLevel, line: Int, message: UnsafeMutablePointer<CChar>?) {
        guard level == XML_ERR_ERROR || level == XML_ERR_FATAL else { return }
        guard problems.count < Self.limit else {
            dropped += 1
            if dropped == 1 { problems.append("… more problems not listed") }
            return
        }
        let text = message.map { String(cString: $0) } ?? "unknown problem"
        let oneLine = PlainText.oneLine(text, limit: 2000)
        problems.append(line > 0 ? "line \(line): \(oneLine)" : oneLine)
    }
}
