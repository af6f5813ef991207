import Accessibility
import DesignSpec
import Diagnostics
import Foundation
import JSONSource

/// `.tokenlint.yml` (README, "Configuration: `.tokenlint.yml`"). Unknown keys and rule ids are
/// errors with a did-you-mean, never ignored: a typo in a config silently turning a rule off is how
/// accessibility regressions get through CI.
public struct LintConfiguration: Sendable {
    /// The config file as messages show it; nil for the defaults.
    public var file: String?
    /// Relative paths in the config are relative to its folder.
    public var directory: String
    public var tokens: String?
    /// Where `tokens:` gives the path: a registry file that cannot be read is reported there.
    public var tokensLocation: SourceLocation?
    public var legacyFormat = false
    /// The config's `profile:`; nil: each spec's platform picks it (see `judgment(forFile:document:)`).
    public var profile: Profile?
    /// `--profile`: wins over the config and the platform.
    public var commandLineProfile: Profile?
    /// `overrides:` in file order; later entries win (as ESLint's overrides).
    public var overrides: [ProfileOverride] = []
    /// The config's `platform:`: of files that name none and lie under no override or folder
    /// that names one (`judgment(forFile:document:)`).
    public var platform: String?
    public var include: [String] = []
    public var exclude: [String] = []
    public var roles = ContextRoles.Overrides()
    public var rules: [String: RuleSetting] = [:]
    /// format name → path, in file order.
    public var reports: [(format: String, path: String)] = []
    /// `baseline:`, the baseline file (docs/baseline-and-cache.md), relative to the config's
    /// folder; `--baseline` wins over it.
    public var baseline: String?
    /// `node` as one of `Value`'s names; else nil, reported with a did-you-mean and the names.
    private static func oneOf<Value: RawRepresentable & CaseIterable>(_ node: JSONNode, _ what: String,
                                                                      report: (String, SourcePosition) -> Void) -> Value?
    where Value.RawValue == String {
        if let name = node.stringValue, let value = Value(rawValue: name) { return value }
        let name = node.stringValue ?? node.typeName
        let names = Value.allCases.map(\.rawValue)
        report("unknown \(what) '\(name)'\(DidYouMean.hint(for: name, among: names)); one of \(names.joined(separator: ", "))", node.position)
        return nil
    }

    /// `figma: {roles: {pattern: role}, skipPages: [...], readyForDevOnly: bool}`: node names →
    /// spec roles in file order (the first matching pattern wins), the pages that are not UI,
    /// and whether Dev Mode's marks limit what is linted (docs/figma.md).
    public var figma = FigmaOptions()
    /// `swift: {tokens: {member path: token path}, reduceMotionHelpers: [names], sfSymbolLabels:
    /// automatic|require}` (docs/swiftui.md).
    public var swift = SwiftOptions()

    public init(directory: String = FileManager.default.currentDirectoryPath) {
        self.directory = directory
    }

    public func setting(for rule: String) -> RuleSetting { rules[rule] ?? RuleSetting() }

    /// The rule's configured options; nil when `rules:` sets none.
    func options<Rule: SpecLintRule>(_ rule: Rule.Type) -> Rule.Options? { rules[Rule.id]?.options as? Rule.Options }

    /// Severity after configuration; nil when the rule is off. An opt-in rule
    /// (`enabledByDefault: false`) runs only when `rules:` names it with a severity or options.
    public func severity(of rule: String, default defaultSeverity: Severity, enabledByDefault: Bool = true) -> Severity? {
        guard let setting = rules[rule] else { return enabledByDefault ? defaultSeverity : nil }
        guard setting.enabled else { return nil }
        return setting.severity ?? defaultSeverity
    }

    /// Registry-check findings after `rules:`, as the linter treats its own: a check that is
    /// off is dropped, a configured severity replaces an error's or warning's (info and
    /// needs-review keep theirs). Input errors are not configurable and pass unchanged.
    public func applyingRules(to findings: [Finding]) -> [Finding] {
        findings.compactMap { finding in
            guard let setting = rules[finding.rule.rawValue] else { return finding }
            guard setting.enabled else { return nil }
            var configured = finding
            if let severity = setting.severity, finding.severity == .error || finding.severity == .warning { configured.severity = severity }
            return configured
        }
    }

    /// The platform a file is judged for and the profile that judges it, from one match of the
    /// file against `overrides:`.
    /// - The platform: the file's own (a spec's `platform:`), else the last `overrides:` entry
    ///   with a `platform` whose `include` matches it, else the one a Swift file's folder names
    ///   (`SpecDocument.folderPlatform`), else the config's `platform:`, else iOS. An override
    ///   wins over the folder so that a wrong guess can be corrected.
    /// - The profile: `--profile`, else the last matching entry with a `profile`, else the
    ///   config's `profile:`, else the one the platform implies (android → material, web →
    ///   wcag-aa, Apple platforms → apple-hig).
    /// - Parameter path: the file, absolute or relative to the working directory.
    public func judgment(forFile path: String, document: SpecDocument) -> (platform: String, profile: Profile) {
        var matching: [ProfileOverride] = []
        if !overrides.isEmpty {
            // Discovered paths are absolute and standard already (standardizing costs ~40 µs a file).
            let absolute = path.hasPrefix("/") ? path : SpecFiles.absolute(path, in: FileManager.default.currentDirectoryPath)
            matching = overrides.filter { $0.matches(absolute, configDirectory: directory) }
        }
        let platform = document.platform?.rawValue ?? matching.last(where: { $0.platform != nil })?.platform?.rawValue
            ?? document.folderPlatform?.rawValue ?? self.platform ?? "ios"
        let profile = commandLineProfile ?? matching.last(where: { $0.profile != nil })?.profile
            ?? self.profile ?? Profile.implied(byPlatform: platform)
        return (platform, profile)
    }

    /// A path from the config, made absolute against the config's folder.
    public func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
    }

    /// Whether the relative `path` stays below the folder it is relative to, by its text alone.
    static func isInsideFolder(_ path: String) -> Bool {
        guard !path.hasPrefix("/"), !path.utf8.contains(0) else { return false }
        var depth = 0
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": depth -= 1
            default: depth += 1
            }
            if depth < 0 { return false }
        }
        return depth > 0
    }

    static let keys = ["tokens", "profile", "platform", "include", "exclude", "overrides", "contexts", "rules", "reports", "figma", "swift", "baseline"]
    static let figmaKeys = ["roles", "skipPages", "readyForDevOnly"]
    static let overrideKeys = ["include", "profile", "platform"]
    static let roleKeys = ["appearance", "increasedContrast", "dynamicType", "motion"]
    static let reportFormats = ["text", "json", "junit", "sarif", "github", "html"]

    /// Decodes a parsed config document; every problem is a finding with a position (rule
    /// `config/invalid`), and the result keeps whatever was valid.
    public static func decode(_ root: JSONNode, file: String, directory: String) -> (LintConfiguration, [Finding]) {
        var config = LintConfiguration(directory: directory)
        config.file = file
        var findings: [Finding] = []
        func report(_ message: String, at position: SourcePosition) {
            findings.append(Finding(rule: InputRule.configInvalid.id, severity: .error, location: SourceLocation(file: file, position: position), message: message))
        }
        guard let object = root.objectValue else {
            if !root.isNull { report("the configuration must be a mapping of settings, found \(root.typeName)", at: root.position) }
            return (config, findings)
        }
        for member in object.members {
            let value = member.value
            switch member.key {
            case "tokens":
                decodeTokens(value, into: &config, file: file, report: report)
            case "profile":
                config.profile = oneOf(value, "profile") { report($0, at: $1) }
            case "overrides":
                config.overrides = decodeOverrides(value, report: report)
            case "platform":
                config.platform = (oneOf(value, "platform") { report($0, at: $1) } as Platform?)?.rawValue
            case "include", "exclude":
                let paths = strings(value)
                if paths == nil { report("\(member.key) must be a list of paths", at: value.position) }
                if member.key == "include" { config.include = paths ?? [] } else { config.exclude = paths ?? [] }
            case "contexts":
                decodeContexts(value, into: &config.roles, report: report)
            case "rules":
                decodeRules(value, into: &config.rules, report: report)
            case "reports":
                config.reports += decodeReports(value, report: report)
            case "figma":
                config.figma = decodeFigma(value, report: report)
            case "swift":
                config.swift = decodeSwift(value, report: report)
            case "baseline":
                guard let path = value.stringValue, !path.isEmpty else { report("baseline must be the path of a baseline file", at: value.position); continue }
                config.baseline = path
            default:
                report("unknown key '\(member.key)'\(DidYouMean.hint(for: member.key, among: keys)); known keys: \(keys.joined(separator: ", "))", at: member.keyPosition)
            }
        }
        return (config, findings)
    }

    /// `tokens: PATH` or `tokens: {path, legacyFormat}`.
    private static func decodeTokens(_ value: JSONNode, into config: inout LintConfiguration, file: String, report: (String, SourcePosition) -> Void) {
        if let path = value.stringValue {
            config.tokens = path
            config.tokensLocation = SourceLocation(file: file, position: value.position)
        } else if let settings = value.objectValue {
            for setting in settings.members {
                switch setting.key {
                case "path", "registry":
                    config.tokens = setting.value.stringValue
                    config.tokensLocation = SourceLocation(file: file, position: setting.value.position)
                case "legacyFormat":
                    if let flag = setting.value.boolValue { config.legacyFormat = flag } else { report("tokens.legacyFormat must be true or false", setting.value.position) }
                default: report("unknown key 'tokens.\(setting.key)'\(DidYouMean.hint(for: setting.key, among: ["path", "legacyFormat"]))", setting.keyPosition)
                }
            }
        } else {
            report("tokens must be a registry path or {path, legacyFormat}", value.position)
        }
    }

    /// `contexts: {role: modifier}`, `increasedContrast` also as `{modifier: [contexts]}`.
    private static func decodeContexts(_ value: JSONNode, into roles: inout ContextRoles.Overrides, report: (String, SourcePosition) -> Void) {
        guard let mapping = value.objectValue else { report("contexts must map roles (\(roleKeys.joined(separator: ", "))) to modifiers", value.position); return }
        for role in mapping.members {
            switch (role.key, role.value.kind) {
            case ("increasedContrast", .object(let contexts)):
                // {theme: [light_ax, dark_ax]}: the contexts of a modifier that mean "increased".
                for entry in contexts.members {
                    roles.increasedContrast = (entry.key, strings(entry.value) ?? [])
                    if strings(entry.value) == nil { report("contexts.increasedContrast.\(entry.key) must be a list of context names", entry.value.position) }
                }
            case (let key, .string(let modifier)) where roleKeys.contains(key):
                switch key {
                case "appearance": roles.appearance = modifier
                case "dynamicType": roles.dynamicType = modifier
                case "motion": roles.motion = modifier
                default: roles.increasedContrast = (modifier, [])
                }
            case (let key, _) where roleKeys.contains(key):
                report("contexts.\(key) must name a modifier", role.value.position)
            default:
                report("unknown context role '\(role.key)'\(DidYouMean.hint(for: role.key, among: roleKeys)); roles are \(roleKeys.joined(separator: ", "))", role.keyPosition)
            }
        }
    }

    /// `rules: {id: off | severity | true/false | {severity, enabled, options…}}`: a spec rule
    /// takes its options, a registry check or Figma note off or a severity.
    private static func decodeRules(_ value: JSONNode, into rules: inout [String: RuleSetting], report: (String, SourcePosition) -> Void) {
        guard let entries = value.objectValue else { report("rules must map rule ids to off, a severity, or options", value.position); return }
        for entry in entries.members {
            guard RuleCatalog.configurableIds.contains(entry.key) else {
                report("unknown rule '\(entry.key)'\(DidYouMean.hint(for: entry.key, among: RuleCatalog.configurableIds)); `tokenlint rules` lists them", entry.keyPosition)
                continue
            }
            if let setting = RuleSetting.decode(entry.value, id: entry.key, rule: RuleCatalog.type(entry.key), report: report) {
                rules[entry.key] = setting
            }
        }
    }

    /// `reports: {format: path}`, each path inside the config's folder.
    private static func decodeReports(_ value: JSONNode, report: (String, SourcePosition) -> Void) -> [(format: String, path: String)] {
        var reports: [(format: String, path: String)] = []
        guard let entries = value.objectValue else { report("reports must map formats (\(reportFormats.joined(separator: ", "))) to paths", value.position); return [] }
        for entry in entries.members {
            guard reportFormats.contains(entry.key) else {
                report("unknown report format '\(entry.key)'\(DidYouMean.hint(for: entry.key, among: reportFormats))", entry.keyPosition)
                continue
            }
            guard let path = entry.value.stringValue, !path.isEmpty else { report("reports.\(entry.key) must be a path", entry.value.position); continue }
            // A checked-out config is anyone's: it may write its own reports, nothing else.
            guard isInsideFolder(path) else {
                report("reports.\(entry.key) must be a path inside the config's folder (no absolute path, no '..'); give other destinations with --report", entry.value.position)
                continue
            }
            reports.append((entry.key, path))
        }
        return reports
    }

    /// `overrides: [{include: [glob or folder…], profile: name, platform: name}]`: `include` and
    /// one of the others required, unknown keys rejected with a did-you-mean as everywhere else
    /// in the config.
    private static func decodeOverrides(_ node: JSONNode, report: (String, SourcePosition) -> Void) -> [ProfileOverride] {
        guard let entries = node.arrayValue else {
            report("overrides must be a list of {include: [paths or globs], profile: name, platform: name}", node.position)
            return []
        }
        var overrides: [ProfileOverride] = []
        for (index, entry) in entries.enumerated() {
            guard let object = entry.objectValue else {
                report("overrides[\(index)] must be a mapping {include: [paths or globs], profile: name, platform: name}", entry.position)
                continue
            }
            var include: [String]?
            var profile: Profile?
            var platform: Platform?
            var valid = true
            for member in object.members {
                switch member.key {
                case "include":
                    include = strings(member.value)
                    if include == nil || include?.isEmpty == true {
                        report("overrides[\(index)].include must be a path or glob, or a list of them", member.value.position)
                        valid = false
                    }
                case "profile":
                    profile = oneOf(member.value, "profile", report: report)
                    valid = valid && profile != nil
                case "platform":
                    platform = oneOf(member.value, "platform", report: report)
                    valid = valid && platform != nil
                default:
                    report("unknown key 'overrides[\(index)].\(member.key)'\(DidYouMean.hint(for: member.key, among: overrideKeys)); an override takes \(overrideKeys.joined(separator: ", "))", member.keyPosition)
                    valid = false
                }
            }
            if object.members.allSatisfy({ $0.key != "include" }) {
                report("overrides[\(index)] needs 'include'", entry.position)
                valid = false
            }
            if object.members.allSatisfy({ $0.key != "profile" && $0.key != "platform" }) {
                report("overrides[\(index)] needs 'profile' or 'platform'", entry.position)
                valid = false
            }
            if valid, let include { overrides.append(ProfileOverride(include: include, profile: profile, platform: platform)) }
        }
        return overrides
    }

    /// `figma: {roles: {"pattern": role}, skipPages: [names], readyForDevOnly: bool}`; every
    /// pattern must be a non-empty string and every role one of the spec format's.
    private static func decodeFigma(_ node: JSONNode, report: (String, SourcePosition) -> Void) -> FigmaOptions {
        var options = FigmaOptions()
        guard let object = node.objectValue else {
            report("figma must be a mapping {roles: {node-name pattern: role}, skipPages: [page names], readyForDevOnly: true|false}", node.position)
            return options
        }
        var rules: [FigmaRoleRule] = []
        for member in object.members {
            switch member.key {
            case "roles": break
            case "skipPages":
                if let pages = strings(member.value), !pages.contains(where: \.isEmpty) {
                    options.skipPages = pages
                } else {
                    report("figma.skipPages must be a list of page-name words ([cover, archive]); [] skips no page", member.value.position)
                }
                continue
            case "readyForDevOnly":
                if let value = member.value.boolValue {
                    options.readyForDevOnly = value
                } else {
                    report("figma.readyForDevOnly must be true or false", member.value.position)
                }
                continue
            default:
                report("unknown key 'figma.\(member.key)'\(DidYouMean.hint(for: member.key, among: figmaKeys)); figma takes \(figmaKeys.joined(separator: ", "))", member.keyPosition)
                continue
            }
            guard let roles = member.value.objectValue else {
                report("figma.roles must map node-name patterns to roles ({\"*Primary CTA*\": button})", member.value.position)
                continue
            }
            let roleNames = Role.allCases.map(\.rawValue)
            for entry in roles.members {
                guard !entry.key.isEmpty else {
                    report("figma.roles: a node-name pattern must not be empty", entry.keyPosition)
                    continue
                }
                guard let name = entry.value.stringValue, let role = Role(rawValue: name) else {
                    let name = entry.value.stringValue ?? entry.value.typeName
                    report("figma.roles.\(entry.key): unknown role '\(name)'\(DidYouMean.hint(for: name, among: roleNames)); roles are listed in docs/spec-format.md", entry.value.position)
                    continue
                }
                rules.append(FigmaRoleRule(pattern: entry.key, role: role))
            }
        }
        options.roles = rules
        return options
    }

    static func strings(_ node: JSONNode) -> [String]? {
        if let single = node.stringValue { return [single] }
        guard let items = node.arrayValue else { return nil }
        let values = items.compactMap(\.stringValue)
        return values.count == items.count ? values : nil
    }
}

/// One `overrides:` entry: the files under `include` are judged by `profile`, or for
/// `platform`, or both.
public struct ProfileOverride: Sendable, Hashable {
    /// Files, folders or `fnmatch` globs, relative to the config's folder (`*` also matches `/`).
    public var include: [String]
    public var profile: Profile?
    public var platform: Platform?

    public init(include: [String], profile: Profile? = nil, platform: Platform? = nil) {
        self.include = include
        self.profile = profile
        self.platform = platform
    }

    /// Whether the absolute `path` is one of `include`'s files, lies below one of its folders,
    /// or matches one of its globs.
    func matches(_ path: String, configDirectory: String) -> Bool {
        include.contains { pattern in
            // Joined, not standardized (this runs per file and pattern): the config's folder
            // is standard already; a leading "./" is dropped, `..` is not supported.
            let relative = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
            let full = relative.hasPrefix("/") ? relative : (configDirectory as NSString).appendingPathComponent(relative)
            let folder = full.hasSuffix("/") ? String(full.dropLast()) : full
            if path == folder || path.hasPrefix(folder + "/") { return true }
            return fnmatch(full, path, 0) == 0
        }
    }
}

/// `rules: {id: off | error | warning | info | {severity, option…}}`.
public struct RuleSetting: Sendable {
    public var enabled = true
    public var severity: Severity?
    /// The rule's decoded `Options`; nil when the entry sets none.
    public var options: (any RuleOptions)?

    public init(enabled: Bool = true, severity: Severity? = nil, options: (any RuleOptions)? = nil) {
        self.enabled = enabled
        self.severity = severity
        self.options = options
    }

    static let severityNames = ["off", "error", "warning", "info"]

    /// - Parameter rule: the spec rule whose options the entry may set; nil for a registry
    ///   check or a Figma note, which take none.
    static func decode(_ node: JSONNode, id: String, rule: (any SpecLintRule.Type)?, report: (String, SourcePosition) -> Void) -> RuleSetting? {
        switch node.kind {
        case .bool(let flag):
            return RuleSetting(enabled: flag)
        case .string(let name):
            guard severityNames.contains(name) else {
                report("'\(name)' is not off or a severity\(DidYouMean.hint(for: name, among: severityNames))", node.position)
                return nil
            }
            return name == "off" ? RuleSetting(enabled: false) : RuleSetting(severity: Severity(rawValue: name))
        case .object(let object):
            var setting = RuleSetting()
            var options = JSONObject()
            let optionNames = rule.map { $0.described.optionNames } ?? [:]
            for member in object.members {
                if member.key == "severity" {
                    guard let name = member.value.stringValue, severityNames.contains(name) else {
                        report("severity must be one of \(severityNames.joined(separator: ", "))", member.value.position)
                        continue
                    }
                    if name == "off" { setting.enabled = false } else { setting.severity = Severity(rawValue: name) }
                } else if member.key == "enabled" {
                    setting.enabled = member.value.boolValue ?? true
                } else if optionNames[member.key] != nil {
                    _ = options.insert(member)
                } else {
                    let known = ["severity"] + optionNames.keys.sorted()
                    report("unknown option '\(member.key)' for \(id)\(DidYouMean.hint(for: member.key, among: known)); it takes \(known.joined(separator: ", "))", member.keyPosition)
                }
            }
            if let rule, !options.isEmpty {
                switch rule.decodeOptions(JSONNode(.object(options), at: node.position)) {
                case .success(let decoded): setting.options = decoded
                case .failure(let problem): report("\(id) option \(problem.path): \(problem.message)", problem.position)
                }
            }
            return setting
        default:
            report("a rule setting is off, a severity, or an object of options", node.position)
            return nil
        }
    }
}
