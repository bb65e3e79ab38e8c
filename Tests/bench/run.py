#!/usr/bin/env python3
"""`make bench`: whole-process timings of tokenc against the libyaml floor.

Usage: run.py --tokenc PATH --bench PATH --floor PATH [--sizes N ...] [--runs N] [--work DIR]

For each size it generates the realistic mix (tokenc-bench generate: colors in four appearances
with aliases, contrast pairs, dimensions, typography with ladders, motion with fallbacks, radii,
and the example templates) and measures, side by side in one run, the median wall time and the
peak RSS of:
  floor     the libyaml floor (Tests/bench/floor.c): read, parse events, write the same bytes;
  fresh     `tokenc build` into an empty output folder;
  no-op     `tokenc build` again, with nothing to change;
  check     `tokenc build --check`;
  validate  `tokenc validate`.
Then it prints the in-process time of each stage and each emitter (tokenc-bench stages).
Speed is never asserted here: the numbers go into docs/performance.md by hand.
"""

import argparse
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]


def measure(command, cwd):
    """Runs `command` and returns (seconds, peak RSS in MiB); fails loudly on a non-zero exit."""
    with tempfile.TemporaryFile() as log:
        start = time.perf_counter()
        process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=log)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - start
        if os.waitstatus_to_exitcode(status) != 0:
            log.seek(0)
            sys.exit(f"{' '.join(map(str, command))} failed:\n{log.read().decode(errors='replace')[-4000:]}")
    return elapsed, usage.ru_maxrss / 1024


def median_of(runs, command, cwd, before=None):
    times, peaks = [], []
    for _ in range(runs):
        if before:
            before()
        elapsed, peak = measure(command, cwd)
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
    header = ["tokens", "floor", "fresh", "×floor", "no-op", "check", "validate", "peak RSS"]
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

        def clear():
            shutil.rmtree(project / "generated", ignore_errors=True)

        fresh, fresh_rss = median_of(runs, [tokenc, "build"], project, before=clear)
        noop, noop_rss = median_of(runs, [tokenc, "build"], project)
        check, check_rss = median_of(runs, [tokenc, "build", "--check"], project)
        validate, validate_rss = median_of(runs, [tokenc, "validate"], project)
        fresh_times[size] = fresh
        row = [size, floor_time * 1000, fresh * 1000, fresh / floor_time, noop * 1000, check * 1000,
               validate * 1000, max(fresh_rss, noop_rss, check_rss, validate_rss)]
        print("".join(f"{value:>10}" if isinstance(value, int) else f"{value:>10.1f}" for value in row), flush=True)
    if 10_000 in fresh_times and 100_000 in fresh_times:
        print(f"scaling: fresh(100k) / fresh(10k) = {fresh_times[100_000] / fresh_times[10_000]:.1f}")
    print()
    stage_sizes = [str(size) for size in args.sizes if size <= 10_000]
    subprocess.run([args.bench, "stages"] + stage_sizes, check=True)


if __name__ == "__main__":
    main()
