import BrowserTestSupport
import Foundation
import XCTest

/// The shared browser helper itself (Tests/BrowserTestSupport), so a page test that finds no
/// console errors can trust that it would have found one.
final class HeadlessChromiumTests: XCTestCase {
    func testReportsConsoleErrorsAndUncaughtExceptions() throws {
        let folder = try TestPaths.scratch("chromium-errors", for: self)
        let page = folder.appendingPathComponent("index.html")
        try """
            <!doctype html><html lang="en"><head><meta charset="utf-8"><title>errors</title></head>
            <body><p id="p">hello</p><script>console.error("first problem"); undefinedFunction();</script></body></html>
            """.write(to: page, atomically: true, encoding: .utf8)
        let browser = try HeadlessChromium()
        defer { browser.close() }
        try browser.open(page)
        XCTAssertEqual(browser.consoleErrors.count, 2, "\(browser.consoleErrors)")
        XCTAssertTrue(browser.consoleErrors.first?.contains("first problem") == true, "\(browser.consoleErrors)")
        XCTAssertTrue(browser.consoleErrors.last?.contains("undefinedFunction") == true, "\(browser.consoleErrors)")
        XCTAssertEqual(try browser.evaluate("document.getElementById('p').textContent"), "hello")
        XCTAssertThrowsError(try browser.evaluate("nothing.here"))
    }
}
