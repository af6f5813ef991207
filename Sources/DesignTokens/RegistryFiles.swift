import Foundation

extension Registry {
    /// Every file the registry was read from, as resolved paths: the registry file and each
    /// token file its resolver names (for a folder of Figma variable exports, each export).
    /// Empty for the built-in registry. A command that writes files refuses to write over any
    /// of these.
    public var files: [String] {
        guard !isBuiltIn else { return [] }
        var sources: [TokenSource] = []
        for item in order {
            switch item {
            case .set(let set): sources += set.sources
            case .modifier(let modifier): sources += modifier.sources.values.flatMap { $0 }
            }
        }
        for set in sets.values { sources += set.sources }
        var files = [resolvedPath]
        var seen: Set<String> = [resolvedPath]
        for case .file(let path, _, _, _) in sources {
            let resolved = provider.resolve(path, relativeTo: resolvedPath)
            if seen.insert(resolved).inserted { files.append(resolved) }
        }
        return files
    }
}
