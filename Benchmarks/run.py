#!/usr/bin/env python3
"""cdgen benchmark: whole-process runs of the release `cdgen` on synthetic models.

    python3 Benchmarks/run.py                 # sizes 10, 100, 1000, 10000
    python3 Benchmarks/run.py --sizes 10,1000 --runs 3

Builds `cdgen` in release (`swift build -c release --product cdgen`), compiles the I/O floor
helper (Benchmarks/IOFloor.swift, plain POSIX), writes the models with Benchmarks/make_model.py
and measures, per size, in interleaved rounds so that the machine's load hits every command alike:

  floor      io-floor: read the model, write as many files with as many bytes as cdgen writes
  cold       cdgen generate into an empty folder
  unchanged  cdgen generate again into the same folder (asserts 0 files written, mtimes kept)
  parse      parse only: `cdgen lint` where the binary has it, else `cdgen dump` (to /dev/null)
  plan       cdgen generate --list-outputs (what the build plugin runs when SwiftPM plans):
             parse, validate, plan the file names; no file emitted, read or written

Wall time and CPU time (user + sys) are medians; peak memory is the child's ru_maxrss (wait4).
Needs only python3 and swift. Work files go to .build/benchmarks (or --work).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import make_model  # noqa: E402

DEFAULT_RUNS = {10: 15, 100: 11, 1000: 7, 10000: 5}
MB = 1024 * 1024


def measure(argv, stdout=subprocess.DEVNULL):
    """Runs argv as one process (exits on failure); returns (wall s, cpu s user + sys, peak RSS bytes)."""
    start = time.perf_counter()
    process = subprocess.Popen(argv, stdout=stdout, stderr=subprocess.PIPE if stdout is subprocess.DEVNULL else subprocess.STDOUT)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        err = process.stderr.read().decode() if process.stderr else ""
        sys.exit(f"failed ({process.returncode}): {' '.join(argv)}\n{err}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024


def build(args):
    if args.cdgen:
        return args.cdgen
    print("building cdgen (swift build -c release --product cdgen) …", flush=True)
    subprocess.run(["swift", "build", "-c", "release", "--product", "cdgen"], cwd=ROOT, check=True)
    bin_path = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                              capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "cdgen")


def build_floor(work):
    source = os.path.join(HERE, "IOFloor.swift")
    binary = os.path.join(work, "io-floor")
    if not os.path.exists(binary) or os.path.getmtime(binary) < os.path.getmtime(source):
        print("compiling the I/O floor helper (swiftc -O Benchmarks/IOFloor.swift) …", flush=True)
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
    out = os.path.join(work, "out")
    floor_out = os.path.join(work, "floor")
    log = os.path.join(work, "summary.txt")
    for folder in (out, floor_out):
        shutil.rmtree(folder, ignore_errors=True)
    # Warm-up (page cache, dynamic loader) and the output's shape.
    measure([cdgen, "generate", bundle, "--output", out])
    files = snapshot(out)
    out_bytes = sum(size for _, size, _ in files.values())
    samples = {name: [] for name in ("floor", "cold", "unchanged", "parse", "plan")}
    for _ in range(runs):
        shutil.rmtree(floor_out, ignore_errors=True)
        samples["floor"].append(measure([floor, contents, floor_out, str(len(files)), str(out_bytes)]))
        shutil.rmtree(out, ignore_errors=True)
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


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="10,100,1000,10000", help="entity counts, comma-separated")
    parser.add_argument("--runs", type=int, help="rounds per size (default: 15, 11, 7, 5 by size)")
    parser.add_argument("--cdgen", help="use this cdgen binary instead of building one")
    parser.add_argument("--work", default=os.path.join(ROOT, ".build", "benchmarks"), help="work folder")
    args = parser.parse_args()
    work = os.path.abspath(args.work)
    os.makedirs(work, exist_ok=True)
    cdgen = os.path.abspath(build(args))
    floor = build_floor(work)
    parse_name, parse_cmd = parse_command(cdgen)
    results = []
    for size in (int(s) for s in args.sizes.split(",")):
        runs = args.runs or DEFAULT_RUNS.get(size, 5)
        print(f"{size:,} entities: {runs} rounds …", flush=True)
        results.append(bench_size(size, runs, cdgen, floor, parse_cmd, work))
    print(f"\ncdgen {subprocess.run([cdgen, '--version'], capture_output=True, text=True).stdout.strip()}, "
          f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}; medians of the rounds, "
          "generate peak = highest ru_maxrss of its cold, unchanged and --list-outputs runs")
    sys.exit(0 if report(results, parse_name) else 1)


if __name__ == "__main__":
    main()
