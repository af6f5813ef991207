#ifndef TOKENLINT_BUILD_INFO_H
#define TOKENLINT_BUILD_INFO_H

// The commit a binary was built from. SwiftPM has no way to hand a string to Swift code at
// build time, so scripts/build-release.sh writes tokenlint_commit.h (`#define TOKENLINT_COMMIT
// "…"`) into a folder of its scratch path and adds that folder with `-Xcc -I`: the flag stays
// the same from commit to commit, so a new commit recompiles only what imports this module.
// Any other build has no such header and reports an empty string.
#if __has_include("tokenlint_commit.h")
#include "tokenlint_commit.h"
#endif
#ifndef TOKENLINT_COMMIT
#define TOKENLINT_COMMIT ""
#endif

static inline const char *tokenlint_build_commit(void) { return TOKENLINT_COMMIT; }

#endif
