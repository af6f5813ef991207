#!/usr/bin/env python3
"""Runs a composite action's `run:` steps with bash the way a GitHub runner does, for the
action's tests: each step gets its own GITHUB_OUTPUT file, its `env:` with the expressions
evaluated, and `bash --noprofile --norc -eo pipefail`; a failing step ends the run. Only the
expression forms action.yml uses are understood (an input, a github context value, a step's
output, `a || b`, `format(...)`); any other fails the run, so the harness cannot silently
run something else than the runner would.

Usage: fake-runner.py ACTION_DIR RESULT_JSON [--input NAME=VALUE]... [--github NAME=VALUE]...
The runner variables (RUNNER_OS, RUNNER_ARCH, RUNNER_TOOL_CACHE, GITHUB_STEP_SUMMARY, ...)
come from the environment. RESULT_JSON receives the action's outputs and the exit code."""
import json
import os
import re
import subprocess
import sys
import tempfile

import yaml


def main():
    action_dir, result_path = sys.argv[1], sys.argv[2]
    given = {"input": {}, "github": {}}
    args = sys.argv[3:]
    while args:
        kind, pair = args[0].lstrip("-"), args[1]
        name, _, value = pair.partition("=")
        given[kind][name] = value
        args = args[2:]
    with open(os.path.join(action_dir, "action.yml")) as handle:
        action = yaml.safe_load(handle)
    inputs = {name: str(spec.get("default", "")) for name, spec in action.get("inputs", {}).items()}
    for name, value in given["input"].items():
        if name not in inputs:
            sys.exit(f"fake-runner: the action has no input {name}")
        inputs[name] = value
    steps = {}

    def value_of(term):
        term = term.strip()
        literal = re.fullmatch(r"'((?:[^']|'')*)'", term)
        if literal:
            return literal.group(1).replace("''", "'")
        call = re.fullmatch(r"format\((.*)\)", term)
        if call:
            parts = [p for p in re.findall(r"'(?:[^']|'')*'|[^,]+", call.group(1))]
            template, values = value_of(parts[0]), [value_of(p) for p in parts[1:]]
            text = re.sub(r"\{(\d+)\}", lambda m: values[int(m.group(1))], template.replace("{{", "\0").replace("}}", "\1"))
            return text.replace("\0", "{").replace("\1", "}")
        if " || " in term:
            for alternative in term.split(" || "):
                value = value_of(alternative)
                if value:
                    return value
            return ""
        path = term.split(".")
        if path[0] == "inputs" and len(path) == 2:
            return inputs[path[1]]
        if path[0] == "github":
            return given["github"].get(".".join(path[1:]), "")
        if path[0] == "steps" and len(path) == 4 and path[2] == "outputs":
            return steps.get(path[1], {}).get(path[3], "")
        sys.exit(f"fake-runner: expression not understood: {term}")

    def evaluate(text):
        # An expression ends at the first `}}` outside a quoted string.
        return re.sub(r"\$\{\{((?:'(?:[^']|'')*'|[^'}]|\}(?!\}))*)\}\}", lambda m: value_of(m.group(1)), str(text))

    assert action["runs"]["using"] == "composite"
    status = 0
    for step in action["runs"]["steps"]:
        if "run" not in step:
            sys.exit(f"fake-runner: step {step} is not a run: step")
        if step.get("shell") != "bash":
            sys.exit("fake-runner: only bash steps are run")
        with tempfile.NamedTemporaryFile("w", suffix=".sh", delete=False) as script, \
                tempfile.NamedTemporaryFile("w", delete=False) as output:
            script.write(evaluate(step["run"]))
        env = dict(os.environ)
        env.update({name: evaluate(value) for name, value in step.get("env", {}).items()})
        env["GITHUB_OUTPUT"] = output.name
        env["GITHUB_ACTION_PATH"] = os.path.abspath(action_dir)
        status = subprocess.call(["bash", "--noprofile", "--norc", "-eo", "pipefail", script.name], env=env)
        with open(output.name) as handle:
            steps[step.get("id", "")] = dict(line.rstrip("\n").split("=", 1) for line in handle if "=" in line)
        os.unlink(script.name)
        os.unlink(output.name)
        if status != 0:
            break
    outputs = {name: evaluate(spec["value"]) for name, spec in action.get("outputs", {}).items()}
    with open(result_path, "w") as handle:
        json.dump({"status": status, "outputs": outputs}, handle)
    sys.exit(status)


main()
