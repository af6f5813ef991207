import Diagnostics

/// A finding `tokens check` (and `lint`, before it lints) can report about a registry: a
/// catalog entry declared in `RegistryChecks/`, listed in `CatalogEntry.registryChecks`.
/// docs/rules.md, "Registry checks"; the resolver messages are those the Resolver module prescribes.
public typealias RegistryRule = CatalogEntry
