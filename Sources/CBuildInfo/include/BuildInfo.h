#ifndef TOKENLINT_BUILD_INFO_H
#define TOKENLINT_BUILD_INFO_H

// The commit a binary was built from. SwiftPM has no way to hand a string to Swift code at
// build time, but a C macro can be set with `-Xcc -DTOKENLINT_COMMIT='"…"'`, which is what
// scripts/build-release.sh does; any other build reports an empty string.
#ifndef TOKENLINT_COMMIT
#define TOKENLINT_COMMIT ""
#endif

static inline const char *tokenlint_build_commit(void) { return TOKENLINT_COMMIT; }

#endif
