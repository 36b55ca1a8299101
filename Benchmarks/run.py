#!/usr/bin/env python3
"""cdgen benchmark: whole-process runs of the release `cdgen` on synthetic models.

    python3 Benchmarks/run.py                 # sizes 10, 100, 1000, 10000
    python3 Benchmarks/run.py --sizes 10,1000 --runs 3

Builds `cdgen` in release (`swift build -c release --product cdgen`), compiles the I/O floor
and launcher helpers (Benchmarks/IOFloor.swift, Launch.swift: plain POSIX), writes the models
with Benchmarks/make_model.py and measures, per size, in interleaved rounds so that the machine's load hits every command alike:

  floor      io-floor: read the model, write as many files with as many bytes as cdgen writes
  cold       cdgen generate into an empty folder
  unchanged  cdgen generate again into the same folder (asserts 0 files written, mtimes kept)
  parse      parse only: `cdgen lint` where the binary has it, else `cdgen dump` (to /dev/null)
  plan       cdgen generate --list-outputs (what the build plugin runs when SwiftPM plans):
             parse, validate, plan the file names; no file emitted, read or written

With --sources, measures `cdgen lint --sources` instead (1,000 entities by default): the model
against the Swift files `cdgen generate --codegen class` writes for it (two per entity), beside
plain `cdgen lint` of the same model; wall and CPU medians and peak memory of both.

With --render, measures `cdgen render` of Benchmarks/Render.stencil instead (the same models,
written to a file), and checks that 10× the entities take at most 11× the CPU time (CPU, not wall:
on a shared machine wall time follows the load).

Every command runs through Benchmarks/Launch.swift, which times it and reads its ru_maxrss (wait4);
wall time and CPU time (user + sys) are medians, peak memory the highest of the rounds. (Spawned
from Python directly, a child's ru_maxrss would include Python's own peak: Linux carries the
forking process's high-water mark across exec.)
Needs only python3 and swift. Work files go to .build/benchmarks (or --work).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import make_model  # noqa: E402

DEFAULT_RUNS = {10: 15, 100: 11, 1000: 7, 10000: 5}
MB = 1024 * 1024
LAUNCH = WORK = None  # the launcher binary and the work folder, set by main()


def measure(argv, stdout=subprocess.DEVNULL):
    """Runs argv as one process through the launcher (exits on failure); returns (wall s, cpu s user + sys,
    peak RSS bytes) as the launcher measured them."""
    result = os.path.join(WORK, "launch-result.txt")
    process = subprocess.run([LAUNCH, result] + argv, stdout=stdout,
                             stderr=subprocess.PIPE if stdout is subprocess.DEVNULL else subprocess.STDOUT)
    if process.returncode != 0:
        err = process.stderr.decode() if process.stderr else ""
        sys.exit(f"failed ({process.returncode}): {' '.join(argv)}\n{err}")
    wall, cpu, peak, _ = open(result).read().split()
    return float(wall), float(cpu), int(peak)


def build(args):
    if args.cdgen:
        return args.cdgen
    print("building cdgen (swift build -c release --product cdgen) …", flush=True)
    subprocess.run(["swift", "build", "-c", "release", "--product", "cdgen"], cwd=ROOT, check=True)
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "cdgen")


def build_helper(work, name, binary_name):
    """Compiles Benchmarks/<name>.swift (plain POSIX) into work/<binary_name> when missing or older."""
    source = os.path.join(HERE, f"{name}.swift")
    binary = os.path.join(work, binary_name)
    if not os.path.exists(binary) or os.path.getmtime(binary) < os.path.getmtime(source):
        print(f"compiling the {binary_name} helper (swiftc -O Benchmarks/{name}.swift) …", flush=True)
        subprocess.run(["swiftc", "-O", source, "-o", binary], check=True, cwd=work)
    return binary


def snapshot(folder):
    """File name → (inode, size, mtime_ns) of every file in folder."""
    result = {}
    for entry in os.scandir(folder):
        info = entry.stat()
        result[entry.name] = (info.st_ino, info.st_size, info.st_mtime_ns)
    return result


def parse_command(cdgen):
    help_text = subprocess.run([cdgen, "--help"], capture_output=True, text=True).stdout
    subcommands = help_text.split("SUBCOMMANDS:")[-1].split()
    has_lint = "lint" in subcommands
    return ("lint", [cdgen, "lint"]) if has_lint else ("dump", [cdgen, "dump"])


def bench_size(size, runs, cdgen, floor, parse_cmd, work):
    bundle, model_bytes = make_model.write_bundle(size, os.path.join(work, "models"))
    contents = os.path.join(bundle, f"Bench{size}.xcdatamodel", "contents")
    folders = os.path.join(work, "runs", str(size))
    log = os.path.join(work, "summary.txt")
    os.makedirs(folders, exist_ok=True)
    # Warm-up (page cache, dynamic loader) and the output's shape.
    warm = os.path.join(folders, "warm-up")
    measure([cdgen, "generate", bundle, "--output", warm])
    files = snapshot(warm)
    out_bytes = sum(size for _, size, _ in files.values())
    samples = {name: [] for name in ("floor", "cold", "unchanged", "parse", "plan")}
    for round in range(runs):
        # Every round writes into new folders; nothing is deleted until the whole run ends (see
        # remove_runs: deleting files just before measuring makes file creation slower).
        floor_out, out = (os.path.join(folders, f"{name}-{round}") for name in ("floor", "out"))
        samples["floor"].append(measure([floor, contents, floor_out, str(len(files)), str(out_bytes)]))
        os.mkdir(out)  # cold: into an empty folder, as the issue words it
        samples["cold"].append(measure([cdgen, "generate", bundle, "--output", out]))
        if snapshot(out).keys() != files.keys():
            sys.exit("cold generate wrote other files than the warm-up run")
        before = snapshot(out)
        with open(log, "w") as f:
            samples["unchanged"].append(measure([cdgen, "generate", bundle, "--output", out], stdout=f))
        summary = open(log).read()
        if not summary.startswith("cdgen: 0 files written") or snapshot(out) != before:
            sys.exit(f"the unchanged run wrote files: {summary.strip()}")
        samples["parse"].append(measure(parse_cmd + [bundle]))
        samples["plan"].append(measure([cdgen, "generate", bundle, "--output", out, "--list-outputs"]))
    med = {name: (statistics.median(s[0] for s in v), statistics.median(s[1] for s in v), max(s[2] for s in v))
           for name, v in samples.items()}
    return {"size": size, "runs": runs, "model_bytes": model_bytes, "files": len(files),
            "out_bytes": out_bytes, "med": med}


def remove_runs(work):
    """Deletes the output folders of all rounds, once every measurement is done. On a file system
    like this machine's ext4 without a journal, creating a file skips the inodes freed in the
    last 30 seconds (ext4's `recently_deleted`), one inode-table lookup each, so a folder deleted
    just before a measurement would make its file creations several times slower."""
    shutil.rmtree(os.path.join(work, "runs"), ignore_errors=True)


def generate_peak(med):
    """The highest peak RSS of the `cdgen generate` runs (cold, unchanged, --list-outputs)."""
    return max(med["cold"][2], med["unchanged"][2], med["plan"][2])


def ms(seconds):
    return f"{seconds * 1000:.0f}" if seconds >= 0.1 else f"{seconds * 1000:.1f}"


def report(results, parse_name):
    print()
    print(f"| entities | model | output | floor ms | cold ms (cpu) | unchanged ms (cpu) | {parse_name} ms (cpu) "
          "| plan ms | cold/floor | unchanged/parse | generate peak MiB (limit) | " f"{parse_name} peak MiB |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in results:
        m = r["med"]
        peak = generate_peak(m)
        limit = 40 * MB + 3 * r["model_bytes"]
        print(f"| {r['size']:,} | {r['model_bytes'] / MB:.2f} MiB | {r['files']:,} files, {r['out_bytes'] / MB:.2f} MiB "
              f"| {ms(m['floor'][0])} | {ms(m['cold'][0])} ({ms(m['cold'][1])}) "
              f"| {ms(m['unchanged'][0])} ({ms(m['unchanged'][1])}) | {ms(m['parse'][0])} ({ms(m['parse'][1])}) "
              f"| {ms(m['plan'][0])} | {m['cold'][0] / m['floor'][0]:.2f} | {m['unchanged'][0] / m['parse'][0]:.2f} "
              f"| {peak / MB:.1f} ({limit / MB:.1f}) | {m['parse'][2] / MB:.1f} |")
    print()
    checks = []
    by_size = {r["size"]: r for r in results}
    for size in (1000, 10000):
        if size in by_size:
            m = by_size[size]["med"]
            ratio = m["cold"][0] / m["floor"][0]
            checks.append((f"cold generate ≤ 4× the I/O floor at {size:,} entities", ratio <= 4, f"{ratio:.2f}×"))
    if 1000 in by_size and 10000 in by_size:
        ratio = by_size[10000]["med"]["cold"][0] / by_size[1000]["med"]["cold"][0]
        cpu = by_size[10000]["med"]["cold"][1] / by_size[1000]["med"]["cold"][1]
        checks.append(("scaling: cold 10,000 / 1,000 ≤ 11", ratio <= 11, f"{ratio:.2f} (cpu {cpu:.2f})"))
    for r in results:
        m = r["med"]
        ratio = m["unchanged"][0] / m["parse"][0]
        checks.append((f"unchanged ≤ 1.2× parse-only ({parse_name}) at {r['size']:,}", ratio <= 1.2, f"{ratio:.2f}×"))
    for r in results:
        peak = generate_peak(r["med"])
        limit = 40 * MB + 3 * r["model_bytes"]
        checks.append((f"generate peak memory ≤ 40 MiB + 3 × model at {r['size']:,}", peak <= limit,
                       f"{peak / MB:.1f} MiB {'≤' if peak <= limit else '>'} {limit / MB:.1f} MiB"))
    for name, ok, value in checks:
        print(f"{'PASS' if ok else 'FAIL'}  {name}: {value}")
    return all(ok for _, ok, _ in checks)


def cpu_times():
    """The machine's CPU time counters (Linux /proc/stat: user … steal), or None elsewhere."""
    try:
        with open("/proc/stat") as stat:
            return [int(field) for field in stat.readline().split()[1:9]]
    except (OSError, ValueError):
        return None


def steal_share(before, after):
    """", n% steal": the share of CPU time the hypervisor gave other machines during the
    benchmark (a virtual machine's timings vary with it), or "" when unknown."""
    if not before or not after:
        return ""
    deltas = [b - a for a, b in zip(before, after)]
    total = sum(deltas)
    return f", {100 * deltas[7] / total:.0f}% steal" if total > 0 else ""


def bench_render(sizes, runs, cdgen, work):
    """`cdgen render` of Benchmarks/Render.stencil per size: medians of wall and CPU, peak memory,
    then the linearity check for each size that has one 10× its own."""
    template = os.path.join(HERE, "Render.stencil")
    results = {}
    for size in sizes:
        bundle, _ = make_model.write_bundle(size, os.path.join(work, "models"))
        out = os.path.join(work, f"render-{size}.swift")
        measure([cdgen, "render", bundle, "--template", template, "--output", out])  # warm-up
        samples = [measure([cdgen, "render", bundle, "--template", template, "--output", out, "--param", f"round={r}"])
                   for r in range(runs or DEFAULT_RUNS.get(size, 5))]
        results[size] = (statistics.median(s[0] for s in samples), statistics.median(s[1] for s in samples),
                         max(s[2] for s in samples), os.path.getsize(out))
    print("\n| entities | wall ms | CPU ms | output | peak MiB |\n|---:|---:|---:|---:|---:|")
    for size, (wall, cpu, peak, size_out) in results.items():
        print(f"| {size:,} | {ms(wall)} | {ms(cpu)} | {size_out / MB:.2f} MiB | {peak / MB:.1f} |")
    ok = True
    for size in results:
        if size * 10 in results:
            cpu = results[size * 10][1] / results[size][1]
            wall = results[size * 10][0] / results[size][0]
            ok = ok and cpu <= 11
            print(f"{'PASS' if cpu <= 11 else 'FAIL'}  render {size * 10:,} / {size:,} entities, CPU ≤ 11: {cpu:.2f} (wall {wall:.2f})")
    return ok


def bench_sources(sizes, runs, cdgen, work):
    """`cdgen lint --sources` of each size's model against its own generated classes (both files of
    every entity), beside plain `cdgen lint`: medians of wall and CPU, peak memory. Exits when the
    check reports anything on cdgen's own output (the findings are in sources-<size>.txt)."""
    results = {}
    for size in sizes:
        bundle, _ = make_model.write_bundle(size, os.path.join(work, "models"))
        sources = os.path.join(work, f"sources-{size}")
        shutil.rmtree(sources, ignore_errors=True)
        measure([cdgen, "generate", bundle, "--output", sources, "--codegen", "class", "--no-model-file"])
        files = [name for name in os.listdir(sources) if name.endswith(".swift")]
        check = [cdgen, "lint", bundle, "--sources", sources]
        report = os.path.join(work, f"sources-{size}.txt")
        with open(report, "w") as f:
            measure(check + ["--strict"], stdout=f)  # warm-up; with --strict, any finding ends the run
        rounds = runs or DEFAULT_RUNS.get(size, 5)
        lint, checked = [], []
        for _ in range(rounds):
            lint.append(measure([cdgen, "lint", bundle]))
            checked.append(measure(check))
        def summary(samples):
            return (statistics.median(s[0] for s in samples), statistics.median(s[1] for s in samples),
                    max(s[2] for s in samples))
        results[size] = (len(files), sum(os.path.getsize(os.path.join(sources, n)) for n in files),
                         summary(lint), summary(checked))
    print("\n| entities | sources | lint ms (cpu) | lint --sources ms (cpu) | lint peak MiB | lint --sources peak MiB |")
    print("|---:|---:|---:|---:|---:|---:|")
    for size, (count, size_bytes, (lw, lc, lp), (sw, sc, sp)) in results.items():
        print(f"| {size:,} | {count:,} files, {size_bytes / MB:.2f} MiB | {ms(lw)} ({ms(lc)}) | {ms(sw)} ({ms(sc)}) "
              f"| {lp / MB:.1f} | {sp / MB:.1f} |")


def bench_doc(sizes, runs, cdgen, work):
    """`cdgen doc` (the Markdown page and the DOT diagram; no SVG: `dot` is kept off PATH, Graphviz's
    time is not cdgen's) beside a cold `cdgen generate` of the same model, each into a new folder:
    medians of wall and CPU, then the check that documenting costs at most twice generating."""
    results = {}
    env_path = os.environ.get("PATH", "")
    for size in sizes:
        bundle, _ = make_model.write_bundle(size, os.path.join(work, "models"))
        rounds = runs or DEFAULT_RUNS.get(size, 5)
        generated, documented = [], []
        for r in range(rounds):
            generated.append(measure([cdgen, "generate", bundle, "--output", os.path.join(work, "runs", f"doc-gen-{size}-{r}")]))
            os.environ["PATH"] = "/nonexistent"
            try:
                documented.append(measure([cdgen, "doc", bundle, "--output", os.path.join(work, "runs", f"doc-{size}-{r}")]))
            finally:
                os.environ["PATH"] = env_path
        results[size] = tuple(statistics.median(s[i] for s in samples) for samples in (generated, documented) for i in (0, 1))
    print("\n| entities | generate ms (cpu) | doc ms (cpu) | doc/generate CPU |\n|---:|---:|---:|---:|")
    ok = True
    for size, (gw, gc, dw, dc) in results.items():
        ratio = dc / gc
        ok = ok and ratio <= 2
        print(f"| {size:,} | {ms(gw)} ({ms(gc)}) | {ms(dw)} ({ms(dc)}) | {ratio:.2f} |")
        print(f"{'PASS' if ratio <= 2 else 'FAIL'}  doc at {size:,} entities, CPU ≤ 2× generate's: {ratio:.2f}")
    return ok


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="10,100,1000,10000", help="entity counts, comma-separated")
    parser.add_argument("--runs", type=int, help="rounds per size (default: 15, 11, 7, 5 by size)")
    parser.add_argument("--cdgen", help="use this cdgen binary instead of building one")
    parser.add_argument("--work", default=os.path.join(ROOT, ".build", "benchmarks"), help="work folder")
    parser.add_argument("--render", action="store_true", help="measure cdgen render of Benchmarks/Render.stencil")
    parser.add_argument("--doc", action="store_true", help="measure cdgen doc beside cdgen generate (default size 1000)")
    parser.add_argument("--sources", action="store_true",
                        help="measure cdgen lint --sources against the model's generated classes (default size 1000)")
    args = parser.parse_args()
    work = os.path.abspath(args.work)
    os.makedirs(work, exist_ok=True)
    cdgen = os.path.abspath(build(args))
    floor = build_helper(work, "IOFloor", "io-floor")
    global LAUNCH, WORK
    LAUNCH, WORK = build_helper(work, "Launch", "launch"), work
    if args.sources:
        sizes = [int(s) for s in (args.sizes if args.sizes != parser.get_default("sizes") else "1000").split(",")]
        cpu_before = cpu_times()
        bench_sources(sizes, args.runs, cdgen, work)
        print(f"\ncdgen {subprocess.run([cdgen, '--version'], capture_output=True, text=True).stdout.strip()}, "
              f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}{steal_share(cpu_before, cpu_times())}; "
              "medians of the rounds, peak = highest ru_maxrss")
        sys.exit(0)
    if args.doc:
        sizes = [int(s) for s in (args.sizes if args.sizes != parser.get_default("sizes") else "1000").split(",")]
        ok = bench_doc(sizes, args.runs, cdgen, work)
        remove_runs(work)
        sys.exit(0 if ok else 1)
    if args.render:
        sys.exit(0 if bench_render([int(s) for s in args.sizes.split(",")], args.runs, cdgen, work) else 1)
    parse_name, parse_cmd = parse_command(cdgen)
    remove_runs(work)  # left by an interrupted run
    cpu_before = cpu_times()
    results = []
    for size in (int(s) for s in args.sizes.split(",")):
        runs = args.runs or DEFAULT_RUNS.get(size, 5)
        print(f"{size:,} entities: {runs} rounds …", flush=True)
        results.append(bench_size(size, runs, cdgen, floor, parse_cmd, work))
    steal = steal_share(cpu_before, cpu_times())
    remove_runs(work)
    print(f"\ncdgen {subprocess.run([cdgen, '--version'], capture_output=True, text=True).stdout.strip()}, "
          f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}{steal}; medians of the rounds, "
          "generate peak = highest ru_maxrss of its cold, unchanged and --list-outputs runs")
    sys.exit(0 if report(results, parse_name) else 1)


if __name__ == "__main__":
    main()
