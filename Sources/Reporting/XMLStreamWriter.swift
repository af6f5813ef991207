import CLibXML2
import Diagnostics
import FileOutput
import Foundation

/// libxml2 set-up shared by the writer and the validator (`xmlInitParser()` once
/// before concurrent use; never `xmlCleanupParser()` in a library).
enum LibXML {
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    static func initialize() { _ = initialized }

    /// Calls `body` with `s` as NUL-terminated UTF-8 `xmlChar`s (no copy for a native string).
    /// Strings passed here are cleaned first, so they contain no NUL that would cut them short.
    /// C lifetime: the pointer is valid only inside `body`, which is right for every writer call
    /// made with it: libxml2 copies names it keeps (`xmlStrdup` for an element name or the indent
    /// string) and writes values into its own buffer before returning.
    static func withXMLChars<R>(_ s: String, _ body: (UnsafePointer<xmlChar>) -> R) -> R {
        s.withCString { chars in
            // CChar and xmlChar (UInt8) are the same bytes; rebinding just changes the sign.
            chars.withMemoryRebound(to: xmlChar.self, capacity: s.utf8.count + 1, body)
        }
    }
}

/// A thin, checked wrapper over `xmlTextWriter`. Every attribute value and text node goes
/// through `XMLText.clean` here, so no caller can forget it (libxml2's writer copies
/// control characters and U+FFFE raw). Element and attribute names are our own ASCII constants.
///
/// Attributes are written in runs: consecutive attributes whose values libxml2 would write as
/// they are (`XMLText.isVerbatim`, or already escaped) become one libxml2 attribute, started
/// with the first name (`xmlTextWriterStartAttribute` writes ` name="`), the rest written with
/// one `xmlTextWriterWriteRawLen` (`value" name2="value2…`), ended by
/// `xmlTextWriterEndAttribute` (the closing `"`): the bytes libxml2 writes between two
/// attributes, `"` then ` name="`, are exactly those. Three libxml2 calls per start tag instead
/// of three per attribute (each call is several writes into its output buffer: ~1,300
/// instructions per attribute under callgrind, most of a testcase's cost). A value that needs
/// escaping ends the run and is written by `xmlTextWriterWriteAttribute`, escaped by libxml2.
final class XMLStreamWriter {
    private let writer: xmlTextWriterPtr
    /// The attribute run not yet handed to libxml2: the first attribute's name and a NUL, then
    /// its value and the other attributes (`value" name2="value2`); empty when none is pending.
    /// Unchecked exclusivity: a writer is used by one thread and nothing it calls re-enters it,
    /// and the runtime's check around every append was a third of the cost of queueing.
    @exclusivity(unchecked) private var run: [UInt8] = []
    /// Where the first value starts in `run`.
    private var runValueStart = 0
    /// The memory a fragment writer writes into.
    private let buffer: xmlBufferPtr?
    /// The destination of a document writer; kept alive here because libxml2 holds only an
    /// unretained pointer to it.
    private let output: ReportOutput?
    private var finished = false

    private init(writer: xmlTextWriterPtr, buffer: xmlBufferPtr?, output: ReportOutput?) {
        self.writer = writer
        self.buffer = buffer
        self.output = output
    }

    deinit {
        if !finished { xmlFreeTextWriter(writer) }
        if let buffer { xmlBufferFree(buffer) }
    }

    /// A whole document streamed into `output` through libxml2's output buffer. (Not
    /// `xmlNewTextWriterFilename`: it reads its argument as a URI, unescapes `%20`/`%00` and picks
    /// another I/O handler for a `scheme:` prefix, so `reports/100%.xml` would land elsewhere.)
    static func document(_ output: ReportOutput) throws -> XMLStreamWriter {
        LibXML.initialize()
        // C lifetime: the output buffer keeps this unretained pointer and calls back with it until
        // it is closed, which only `xmlFreeTextWriter` does (in `finish()` or `deinit`, where
        // `self.output` still holds `output`; if the writer cannot be made, before this returns).
        let context = Unmanaged.passUnretained(output).toOpaque()
        guard let buffer = xmlOutputBufferCreateIO(deliverToOutput, nil, context, nil) else {
            throw ReportError.xml("out of memory (xmlOutputBufferCreateIO)")
        }
        // From here the writer owns `buffer` (closed with it).
        guard let writer = xmlNewTextWriter(buffer) else {
            xmlOutputBufferClose(buffer)
            throw ReportError.xml("out of memory (xmlNewTextWriter)")
        }
        return try XMLStreamWriter(writer: writer, buffer: nil, output: output).configured()
    }

    /// The name of the element that holds a fragment while it is written (see `fragment()`).
    private static let fragmentHolder = "fragment"
    /// What a fragment writer has written before the fragment itself.
    private static let fragmentPrefix = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<\(fragmentHolder)>\n".utf8)

    /// Writes one child of a document's root element into memory, so children can be rendered on
    /// several threads and spliced into the document with `raw(_:)`. The fragment is written
    /// exactly as the document writer would write it: the same XML declaration (it sets the
    /// encoding that decides how libxml2 escapes attribute values) and an open holder element in
    /// place of the root (it sets the indentation depth). `fragmentBytes()` cuts both off.
    static func fragment() throws -> XMLStreamWriter {
        LibXML.initialize()
        guard let buffer = xmlBufferCreate() else { throw ReportError.xml("out of memory (xmlBufferCreate)") }
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
            xmlBufferFree(buffer)
            throw ReportError.xml("out of memory (xmlNewTextWriterMemory)")
        }
        let fragment = try XMLStreamWriter(writer: writer, buffer: buffer, output: nil).configured()
        try fragment.start(fragmentHolder)
        return fragment
    }

    /// The bytes of a finished fragment: everything written after the holder's start tag and
    /// its line break, up to and including the line break after the fragment's end tag.
    func fragmentBytes() throws -> [UInt8] {
        try flushAttributes()
        try check(xmlTextWriterFlush(writer), "xmlTextWriterFlush")
        guard let buffer, let content = xmlBufferContent(buffer) else { throw ReportError.xml("not a fragment writer") }
        // C lifetime: `content` belongs to `buffer` (freed in `deinit`) and is copied out here,
        // before anything else can write to the buffer and move it.
        let all = UnsafeBufferPointer(start: content, count: Int(xmlBufferLength(buffer)))
        guard all.starts(with: Self.fragmentPrefix) else { throw ReportError.xml("unexpected fragment layout") }
        return Array(all[Self.fragmentPrefix.count...])
    }

    /// How many bytes of the fragment are written so far, counted as `fragmentBytes()` cuts
    /// them: where the next element's indentation starts (it flushes libxml2's buffers).
    func fragmentOffset() throws -> Int {
        try flushAttributes()
        try check(xmlTextWriterFlush(writer), "xmlTextWriterFlush")
        guard let buffer else { throw ReportError.xml("not a fragment writer") }
        return Int(xmlBufferLength(buffer)) - Self.fragmentPrefix.count
    }

    private func configured() throws -> XMLStreamWriter {
        try check(xmlTextWriterSetIndent(writer, 1), "xmlTextWriterSetIndent")
        try check(LibXML.withXMLChars("  ") { xmlTextWriterSetIndentString(writer, $0) }, "xmlTextWriterSetIndentString")
        // C lifetime: the literals' C strings live for the call; libxml2 writes the version and
        // encoding into its buffer and keeps only its own encoder, not the string.
        try check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil), "xmlTextWriterStartDocument")
        return self
    }

    func start(_ name: String) throws {
        try flushAttributes()
        try check(LibXML.withXMLChars(name) { xmlTextWriterStartElement(writer, $0) }, "start <\(name)>")
    }

    func attribute(_ name: String, _ value: String) throws {
        var value = value
        let queued = value.withUTF8 { bytes in
            guard XMLText.isVerbatim(bytes, inAttribute: true) else { return false }
            queueAttribute(name, escaped: bytes)
            return true
        }
        if queued { return }
        try flushAttributes()
        let cleaned = XMLText.clean(value)
        let rc = LibXML.withXMLChars(name) { namePointer in
            LibXML.withXMLChars(cleaned) { xmlTextWriterWriteAttribute(writer, namePointer, $0) }
        }
        try check(rc, "attribute \(name)")
    }

    func attribute(_ name: String, _ value: Int) throws {
        // Digits need neither cleaning nor escaping.
        startQueuedAttribute(name)
        DecimalDigits.append(value, to: &run)
    }

    /// A value escaped once by `escape(_:)` and written many times (a suite's classname on each
    /// of its testcases): libxml2's own escaping, without redoing it for every element.
    func attribute(_ name: String, escaped value: EscapedValue) throws {
        value.bytes.withUnsafeBufferPointer { queueAttribute(name, escaped: $0) }
    }

    /// Adds `name="bytes"` to the run; `bytes` are final (verbatim or escaped).
    private func queueAttribute(_ name: String, escaped bytes: UnsafeBufferPointer<UInt8>) {
        startQueuedAttribute(name)
        run.append(contentsOf: bytes)
    }

    /// Adds `name` to the run, before its value: as the run's first name, or after the
    /// previous value as libxml2 would end that attribute and start this one.
    private func startQueuedAttribute(_ name: String) {
        if run.isEmpty {
            run.reserveCapacity(256)
            Self.append(name, to: &run)
            run.append(0)
            runValueStart = run.count
        } else {
            run.append(UInt8(ascii: "\""))
            run.append(UInt8(ascii: " "))
            Self.append(name, to: &run)
            run.append(UInt8(ascii: "="))
            run.append(UInt8(ascii: "\""))
        }
    }

    /// A name's bytes: names are literals, whose UTF-8 is contiguous (one copy, no iteration).
    private static func append(_ name: String, to bytes: inout [UInt8]) {
        if name.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil { bytes.append(contentsOf: name.utf8) }
    }

    /// Hands the pending run to libxml2 (see the type's comment). C lifetime: the name and the
    /// bytes are `run`'s, used only inside the closure; libxml2 copies both into its buffer.
    private func flushAttributes() throws {
        guard !run.isEmpty else { return }
        let valueStart = runValueStart
        let rc: Int32 = run.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress, all.count - valueStart <= Int32.max else { return -1 }
            let started = xmlTextWriterStartAttribute(writer, base)
            guard started >= 0 else { return started }
            if all.count > valueStart {
                let written = xmlTextWriterWriteRawLen(writer, base + valueStart, Int32(all.count - valueStart))
                guard written >= 0 else { return written }
            }
            return xmlTextWriterEndAttribute(writer)
        }
        run.removeAll(keepingCapacity: true)
        try check(rc, "attributes")
    }

    /// An attribute value as libxml2 escapes it (`&amp;`, `&quot;`, `&#10;`…), after
    /// `XMLText.clean`.
    struct EscapedValue: Sendable, Equatable {
        fileprivate let bytes: [UInt8]
    }

    /// `value` cleaned and escaped exactly as `attribute(_:_:)` would write it: it is written by
    /// a fragment writer (same declaration, same escaping) and cut out of `<a v="…"/>`.
    static func escape(_ value: String) throws -> EscapedValue {
        let w = try fragment()
        try w.start("a")
        try w.attribute("v", value)
        try w.end()
        let bytes = try w.fragmentBytes()
        // An escaped value holds no `"`: it is between the first and the last.
        let quote = UInt8(ascii: "\"")
        guard let open = bytes.firstIndex(of: quote), let end = bytes.lastIndex(of: quote), open < end else {
            throw ReportError.xml("unexpected attribute layout")
        }
        return EscapedValue(bytes: Array(bytes[(open + 1)..<end]))
    }

    /// Text content (escaped by libxml2, never CDATA: a `]]>` inside would end it early).
    func text(_ value: String) throws {
        try flushAttributes()
        var value = value
        if try value.withUTF8(verbatimText) { return }
        let cleaned = XMLText.clean(value)
        guard !cleaned.isEmpty else { return }
        try check(LibXML.withXMLChars(cleaned) { xmlTextWriterWriteString(writer, $0) }, "text")
    }

    /// Text content built as bytes (valid UTF-8 by construction): cleaned like `text(_:)`
    /// when a byte says it may need it, else handed to libxml2 without becoming a `String`.
    func text(_ value: TextBytes) throws {
        try flushAttributes()
        guard !value.isEmpty else { return }
        if try value.withUTF8(verbatimText) { return }
        guard !value.withUTF8(XMLText.mayNeedCleaning) else { return try text(value.string) }
        try check(value.withCString { xmlTextWriterWriteString(writer, $0) }, "text")
    }

    /// Writes `bytes` as they are when libxml2 would not change them (`XMLText.isVerbatim`);
    /// false, having written nothing, when they need cleaning or escaping.
    private func verbatimText(_ bytes: UnsafeBufferPointer<UInt8>) throws -> Bool {
        // Empty: nothing to write (a raw write of nothing would still close the start tag).
        guard !bytes.isEmpty else { return true }
        guard let start = bytes.baseAddress, bytes.count <= Int32.max, XMLText.isVerbatim(bytes, inAttribute: false) else { return false }
        try check(xmlTextWriterWriteRawLen(writer, start, Int32(bytes.count)), "text")
        return true
    }

    /// Ends the open element (`<x/>` when it is empty).
    func end() throws {
        try flushAttributes()
        try check(xmlTextWriterEndElement(writer), "end element")
    }

    /// `<name/>` with nothing in it.
    func empty(_ name: String) throws {
        try start(name)
        try end()
    }

    /// `<name>text</name>`, or `<name/>` when the text is empty.
    func element(_ name: String, text value: String) throws {
        try start(name)
        try text(value)
        try end()
    }

    func element(_ name: String, text value: TextBytes) throws {
        try start(name)
        try text(value)
        try end()
    }

    /// Bytes rendered elsewhere (a `fragment()`), copied into the document as they are.
    func raw(_ bytes: UnsafeRawBufferPointer) throws {
        try flushAttributes()
        guard !bytes.isEmpty else { return }
        let chars = bytes.bindMemory(to: xmlChar.self)
        let rc = chars.baseAddress.map { xmlTextWriterWriteRawLen(writer, $0, Int32(chars.count)) } ?? -1
        try check(rc, "raw")
    }

    /// Bytes rendered elsewhere, written straight to a document writer's output after what
    /// libxml2 still buffers: the same bytes as `raw(_:)`, without copying a large fragment
    /// through libxml2's output and encoding buffers. Only inside an element whose start tag
    /// is already closed (after a `raw(_:)` or a child), as `raw(_:)` would leave it.
    func splice(_ bytes: ArraySlice<UInt8>) throws {
        try bytes.withUnsafeBytes { try splice($0) }
    }

    func splice(_ bytes: UnsafeRawBufferPointer) throws {
        guard let output else { return try raw(bytes) }
        try flushAttributes()
        guard !bytes.isEmpty else { return }
        try check(xmlTextWriterFlush(writer), "xmlTextWriterFlush")
        try output.write(bytes)
    }

    /// Closes the document and flushes it into its output.
    func finish() throws {
        try flushAttributes()
        try check(xmlTextWriterEndDocument(writer), "xmlTextWriterEndDocument")
        try check(xmlTextWriterFlush(writer), "xmlTextWriterFlush")
        finished = true
        xmlFreeTextWriter(writer)
    }

    private func check(_ rc: Int32, _ what: @autoclosure () -> String) throws {
        guard rc < 0 else { return }
        // A failed write of the output says why; libxml2 only knows that it failed.
        if let failure = output?.failure { throw failure }
        throw ReportError.xml("libxml2 failed: \(what())")
    }
}

/// libxml2's write callback for `XMLStreamWriter.document`: `context` is the `ReportOutput`.
/// C lifetime: `bytes` are libxml2's and valid only during the call; `ReportOutput.write` copies
/// them into its buffer or delivers them before returning.
private func deliverToOutput(_ context: UnsafeMutableRawPointer?, _ bytes: UnsafePointer<CChar>?, _ length: Int32) -> Int32 {
    guard let context, length >= 0 else { return -1 }
    guard length > 0, let bytes else { return length }
    let output = Unmanaged<ReportOutput>.fromOpaque(context).takeUnretainedValue()
    do {
        try output.write(UnsafeRawBufferPointer(start: bytes, count: Int(length)))
        return length
    } catch {
        return -1
    }
}
