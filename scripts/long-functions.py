#!/usr/bin/env python3
"""Lists every function, initializer, accessor and closure body in Swift files that spans more
than --max lines (default 80), counted from its declaration line (a closure's opening brace) to
its closing brace, both included. Exit status 1 when one is listed, 0 when none is, 2 on a bad
argument.

    scripts/long-functions.py [--max N] PATH...

A PATH that is a folder is walked for *.swift files. It is a lexer and a brace counter, not a
Swift parser: comments, string literals (raw, multi-line, interpolated) are skipped, and each
brace is classified by the tokens before it, back to the start of its statement (`func`, `init`,
`subscript`, accessors and computed properties are functions; `if`, `for`, `switch`, … and type
bodies are not listed on their own; anything else is a closure).
"""
import os
import re
import sys

FUNCTION_KEYWORDS = {"func", "init", "deinit", "subscript", "get", "set", "willSet", "didSet", "_read", "_modify"}
CONTROL_KEYWORDS = {"if", "guard", "while", "for", "switch", "do", "catch", "else", "repeat", "defer"}
TYPE_KEYWORDS = {"struct", "class", "enum", "extension", "protocol", "actor"}
CLOSURE_KEYWORDS = {"return", "throw"}
# A line that ends in one of these, or a line that starts with one of these, continues the
# statement of the line before.
CONTINUES_AFTER = {",", "(", "[", "=", "->", ":", "&&", "||", "+", "-", "*", "/", "?", "??", "==", "!=", "<", ">", "<=", ">=", "."}
CONTINUES_BEFORE = {".", "->", "&&", "||", "??", "+", "-", "*", "/", "?", ":", "==", "!=", "<=", ">=", "else", "where", "throws", "async", "rethrows", "{"}

TOKEN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|`[^`]*`|\$[0-9A-Za-z_]+|@[A-Za-z_]+|#[A-Za-z_]+|[0-9][0-9A-Za-z_.]*"
                   r"|->|&&|\|\||\?\?|==|!=|<=|>=|\.\.\.|\.\.<|[^\sA-Za-z0-9_]")


def strip(source):
    """The source with comments and string literals replaced by spaces (newlines kept), so
    that line numbers stay and no brace inside them counts."""
    out = []
    i, n = 0, len(source)

    def skip_string(i):
        # i at the first '#' or '"' of a literal; returns the index after it.
        hashes = 0
        while source[i] == "#":
            hashes += 1
            i += 1
        multi = source.startswith('"""', i)
        quote = '"""' if multi else '"'
        i += len(quote)
        close = quote + "#" * hashes
        escape = "\\" + "#" * hashes
        while i < n:
            if source.startswith(escape, i):
                i += len(escape)
                if i < n and source[i] == "(":
                    i = skip_interpolation(i + 1)
                else:
                    i += 1
                continue
            if source.startswith(close, i):
                return i + len(close)
            if source[i] == "\n" and not multi:
                return i  # an unterminated literal ends at its line
            i += 1
        return i

    def skip_interpolation(i):
        depth = 1
        while i < n and depth:
            c = source[i]
            if c == '"' or (c == "#" and re.match(r'#+"', source[i:])):
                i = skip_string(i)
                continue
            if c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
            i += 1
        return i

    while i < n:
        c = source[i]
        if source.startswith("//", i):
            j = source.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif source.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if source.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif source.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            out.append(re.sub(r"[^\n]", " ", source[i:j]))
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', source[i:])):
            j = skip_string(i)
            out.append(re.sub(r"[^\n]", " ", source[i:j]) if j > i else "")
            out.append('""')  # a placeholder token: the literal is an expression
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def tokens(text):
    """(token, line) pairs; a newline is the token '\\n'."""
    result = []
    for number, line in enumerate(text.split("\n"), start=1):
        result.extend((t, number) for t in TOKEN.findall(line))
        result.append(("\n", number))
    return result


def classify(toks, brace):
    """What the brace at toks[brace] opens: ('function', name, line), ('closure', '', line) or
    None (a type body or a control statement)."""
    depth = 0
    seen_assignment = False
    i = brace - 1
    while i >= 0:
        t, line = toks[i]
        if t in (")", "]"):
            depth += 1
        elif t in ("(", "["):
            if depth == 0:
                return ("closure", "", toks[brace][1])  # an argument or an element
            depth -= 1
        elif depth == 0:
            if t in ("{", "}", ";"):
                break
            if t == "\n":
                after = next((u for u, _ in toks[i + 1:brace + 1] if u != "\n"), None)
                before = next((u for u, _ in reversed(toks[:i]) if u != "\n"), None)
                if before not in CONTINUES_AFTER and after not in CONTINUES_BEFORE and not (before or "").startswith("@"):
                    break
            elif i > 0 and toks[i - 1][0] == ".":
                pass  # a member such as `.init` or `.get`
            elif t in FUNCTION_KEYWORDS:
                name = toks[i + 1][0] if t == "func" else t
                return ("function", name, line)
            elif t in CONTROL_KEYWORDS or t in TYPE_KEYWORDS:
                return None
            elif t in ("var", "let"):
                if seen_assignment:
                    return ("closure", "", toks[brace][1])
                return ("function", "var " + toks[i + 1][0], line)
            elif t in CLOSURE_KEYWORDS:
                return ("closure", "", toks[brace][1])
            elif t == "case":
                if i == 0 or toks[i - 1][0] not in ("if", "guard", "while", "for", ","):
                    break
            elif t == "=":
                seen_assignment = True
        i -= 1
    return ("closure", "", toks[brace][1])


def long_bodies(path, limit):
    with open(path, encoding="utf-8") as file:
        toks = tokens(strip(file.read()))
    stack = []
    for index, (t, line) in enumerate(toks):
        if t == "{":
            stack.append(classify(toks, index))
        elif t == "}" and stack:
            opened = stack.pop()
            if opened is None:
                continue
            kind, name, start = opened
            length = line - start + 1
            if length > limit:
                yield start, kind, name, length


def swift_files(paths):
    for root in paths:
        if os.path.isfile(root):
            candidates = [root]
        else:
            candidates = []
            for folder, folders, files in os.walk(root):
                folders.sort()
                candidates.extend(os.path.join(folder, f) for f in sorted(files) if f.endswith(".swift"))
        yield from candidates


def main(arguments):
    limit, paths = 80, []
    while arguments:
        argument = arguments.pop(0)
        if argument == "--max" and arguments:
            value = arguments.pop(0)
            if value.isdigit():
                limit = int(value)
            else:
                print(f"long-functions: --max wants a number, not {value!r}", file=sys.stderr)
                return 2
        elif argument.startswith("-"):
            print(f"usage: {sys.argv[0]} [--max N] PATH...", file=sys.stderr)
            return 2
        else:
            paths.append(argument)
    found = 0
    for path in swift_files(paths):
        for start, kind, name, length in long_bodies(path, limit):
            found += 1
            label = f"{kind} {name}".strip()
            print(f"{path}:{start}: {label}: {length} lines (more than {limit})")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
