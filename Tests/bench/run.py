#!/usr/bin/env python3
"""`make bench`: whole-process timings of tokenc against the libyaml floor.

Usage: run.py --tokenc PATH --bench PATH --floor PATH [--sizes N ...] [--runs N] [--work DIR]

For each size it generates the realistic mix (tokenc-bench generate: colors in four appearances
with aliases, contrast pairs, dimensions, typography with ladders, motion with fallbacks, radii,
and the example templates) and measures, side by side in one run, the median wall time and the
peak RSS of:
  floor     the libyaml floor (Tests/bench/floor.c): read, parse events, write the same bytes;
  fresh     `tokenc build` into an empty output folder (a new one for each run);
  in RAM    the same fresh build into an empty folder on a RAM file system (/dev/shm, when there
            is one): what the build costs without the disk, since a fresh build creates one
            folder and one file per color for the asset catalog;
  no-op     `tokenc build` again, with nothing to change;
  check     `tokenc build --check`;
  validate  `tokenc validate`.
Then it times `tokenc diff` between the 10,000-token system and a copy with about 5% of its
tokens changed (palette colors, renamed and removed spacing steps, longer durations), then `tokenc
watch` on the 10,000-token system (a one-token edit to the "checked:" and "built:" lines), and
prints the in-process time of each stage and each emitter (tokenc-bench stages).
Speed is never asserted here: the numbers go into docs/performance.md by hand.
"""

import argparse
import json
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]


def measure(command, cwd, ok=(0,)):
    """Runs `command` and returns (seconds, peak RSS in MiB); fails loudly on an exit status not in `ok`."""
    with tempfile.TemporaryFile() as log:
        start = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=log)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        if os.waitstatus_to_exitcode(status) not in ok:
            log.seek(0)
            sys.exit(f"{' '.join(map(str, command))} failed:\n{log.read().decode(errors='replace')[-4000:]}")
    return elapsed, usage.ru_maxrss / 1024


def median_of(runs, command, cwd, ok=(0,)):
    """The median time and the peak RSS of `runs` runs; `command` may be a function of the run's number."""
    times, peaks = [], []
    for run in range(runs):
        elapsed, peak = measure(command(run) if callable(command) else command, cwd, ok)
        times.append(elapsed)
        peaks.append(peak)
    return statistics.median(times), max(peaks)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tokenc", required=True)
    parser.add_argument("--bench", required=True)
    parser.add_argument("--floor", required=True)
    parser.add_argument("--sizes", type=int, nargs="+", default=[500, 1000, 10000, 100000])
    parser.add_argument("--runs", type=int, default=int(os.environ.get("BENCH_RUNS", "5")))
    parser.add_argument("--work", default=str(ROOT / ".build" / "bench"))
    args = parser.parse_args()
    tokenc = str(pathlib.Path(args.tokenc).resolve())
    floor = str(pathlib.Path(args.floor).resolve())

    print(f"whole process, median of {args.runs} runs (3 at 100k and above); times in ms, RSS in MiB")
    header = ["tokens", "floor", "fresh", "×floor", "in RAM", "no-op", "check", "validate", "peak RSS"]
    ram = pathlib.Path("/dev/shm")
    ram = ram if ram.is_dir() and os.access(ram, os.W_OK) else None
    print("".join(f"{name:>10}" for name in header))
    fresh_times = {}
    for size in args.sizes:
        runs = args.runs if size < 100_000 else min(args.runs, 3)
        project = pathlib.Path(args.work) / str(size)
        shutil.rmtree(project, ignore_errors=True)
        project.mkdir(parents=True)
        subprocess.run([args.bench, "generate", str(size), str(project), str(ROOT / "templates")], check=True)
        floor_out = project / "floor-out"
        floor_out.mkdir()
        sources = sorted(str(path) for path in (project / "tokens").iterdir())
        floor_time, _ = median_of(runs, [floor, str(floor_out)] + sources, project)

        # Each fresh build writes into a new empty folder, and the folders are deleted after the
        # runs: deleting the last run's ~8,000 files just before a build makes ext4 slow to
        # allocate inodes (its system time doubled run after run), which is the benchmark's doing.
        fresh, fresh_rss = median_of(runs, lambda run: [tokenc, "build", "--output", f"fresh-{run}"], project)
        for run in range(runs):
            shutil.rmtree(project / f"fresh-{run}")
        in_ram = float("nan")
        if ram:
            folder = pathlib.Path(tempfile.mkdtemp(prefix="tokenc-bench-", dir=ram))
            try:
                in_ram, _ = median_of(
                    runs, lambda run: [tokenc, "build", "--output", str(folder / str(run))], project)
            finally:
                shutil.rmtree(folder, ignore_errors=True)
        subprocess.run([tokenc, "build", "-q"], cwd=project, check=True)
        noop, noop_rss = median_of(runs, [tokenc, "build"], project)
        check, check_rss = median_of(runs, [tokenc, "build", "--check"], project)
        validate, validate_rss = median_of(runs, [tokenc, "validate"], project)
        fresh_times[size] = fresh
        row = [size, floor_time * 1000, fresh * 1000, fresh / floor_time, in_ram * 1000, noop * 1000,
               check * 1000, validate * 1000, max(fresh_rss, noop_rss, check_rss, validate_rss)]
        print("".join(f"{value:>10}" if isinstance(value, int) else f"{value:>10.1f}" for value in row), flush=True)
    if 10_000 in fresh_times and 100_000 in fresh_times:
        print(f"scaling: fresh(100k) / fresh(10k) = {fresh_times[100_000] / fresh_times[10_000]:.1f}")
    print()
    diff_bench(args, tokenc)
    watch_bench(args, tokenc)
    print()
    stage_sizes = [str(size) for size in args.sizes if size <= 10_000]
    subprocess.run([args.bench, "stages"] + stage_sizes, check=True)


def changed_copy(project, changed):
    """Copies the token files and tokenc.yaml of `project` to `changed`, changing about 5% of the
    tokens: every 10th palette color, every 20th spacing step renamed and every 40th removed, and
    every 10th duration made 50 ms longer."""
    shutil.rmtree(changed, ignore_errors=True)
    shutil.copytree(project / "tokens", changed / "tokens")
    shutil.copy(project / "tokenc.yaml", changed / "tokenc.yaml")
    edits = {
        "palette.yaml": lambda n, line: line.replace('"#', '"#1', 1)[:-3] + line[-2:]
        if n % 10 == 0 and '"#' in line else line,
        "layout.yaml": lambda n, line: None if n % 40 == 0 and line.startswith("  s")
        else line.replace(":", "r:", 1) if n % 20 == 0 and line.startswith("  s") else line,
        "motion.yaml": lambda n, line: line.replace("ms", "0ms", 1) if n % 10 == 0 and "ms" in line else line,
    }
    for name, edit in edits.items():
        path = changed / "tokens" / name
        if not path.exists():
            continue
        lines = path.read_text().splitlines(keepends=True)
        kept = [edit(n, line) for n, line in enumerate(lines)]
        path.write_text("".join(line for line in kept if line is not None))


def diff_bench(args, tokenc):
    """Times `tokenc diff` (JSON, so the report's size does not depend on a terminal) between the
    10,000-token system and a changed copy of it."""
    size = 10_000
    project = pathlib.Path(args.work) / f"diff-{size}"
    old, new = project / "old", project / "new"
    shutil.rmtree(project, ignore_errors=True)
    old.mkdir(parents=True)
    subprocess.run([args.bench, "generate", str(size), str(old), str(ROOT / "templates")], check=True)
    changed_copy(old, new)
    command = [tokenc, "diff", str(old), str(new), "--format", "json"]
    report = subprocess.run(command, capture_output=True, text=True)
    counts = json.loads(report.stdout)["summary"]
    elapsed, peak = median_of(args.runs, command, project, ok=(0, 1))
    described = ", ".join(f"{value} {key}" for key, value in sorted(counts.items()) if value)
    print(f"diff of {size:,} tokens ({described}): {elapsed * 1000:.1f} ms, peak RSS {peak:.1f} MiB")


def watch_bench(args, tokenc, size=10_000, edits=9, pause=0.3):
    """Times `tokenc watch` on the 10,000-token system: from writing a one-token edit (one palette
    color, alternating between two values that both differ from the generated one) to the "checked:"
    line (validated, diagnostics printed) and to the "built:" line (every output file written).

    Each edit waits `pause` seconds after the previous "built:" line, as a person between two saves
    does: written at once, an edit would also time the end of the previous rebuild (freeing its
    result, snapshotting the watched files) that the "built:" line does not wait for. The times are
    taken here, from before the write; the "(N ms)" that tokenc prints counts from the first file
    event it saw."""
    project = pathlib.Path(args.work) / f"watch-{size}"
    shutil.rmtree(project, ignore_errors=True)
    project.mkdir(parents=True)
    subprocess.run([args.bench, "generate", str(size), str(project), str(ROOT / "templates")], check=True)
    palette = project / "tokens" / "palette.yaml"
    original = palette.read_text()
    first = next(line for line in original.splitlines() if '"#' in line)
    digit = first.index('"#') + 2
    values = [value for value in "12345" if value != first[digit]][:2]
    process = subprocess.Popen([tokenc, "watch"], cwd=project, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True, env=dict(os.environ, NO_COLOR="1"))

    # The status lines of a rebuild that wrote nothing ("checked: no errors" is not one).
    failed = ("have errors", "has errors", "build failed")

    def wait_for(*words):
        for line in process.stderr:
            if any(word in line for word in words):
                return line, time.perf_counter()
        sys.exit("tokenc watch stopped")

    try:
        wait_for("watching")
        checked, built = [], []
        for n in range(edits):
            time.sleep(pause)
            edited = first[:digit] + values[n % 2] + first[digit + 1:]
            start = time.perf_counter()
            palette.write_text(original.replace(first, edited, 1))
            line, when = wait_for("checked:", *failed)
            if "checked:" not in line:
                sys.exit(f"tokenc watch: {line}")
            checked.append(when - start)
            line, when = wait_for("built:", *failed)
            if "built:" not in line:
                sys.exit(f"tokenc watch: {line}")
            built.append(when - start)
    finally:
        process.terminate()
        process.wait()
    print(f"watch, one-token edit of {size:,} tokens, median over {edits} edits: checked "
          f"{statistics.median(checked) * 1000:.1f} ms, output written {statistics.median(built) * 1000:.1f} ms "
          f"(min {min(built) * 1000:.1f})")


if __name__ == "__main__":
    main()
