#!/usr/bin/env python3
"""Static performance report of the GPU path, for machines without a GPU.

Compiles kernels (by default every cuTile corpus kernel) to PTX with
`tileiras` for each target, assembles the PTX with `ptxas -v`, and prints per
kernel what decides its speed before it ever runs: registers, spill bytes,
shared memory, the global-memory instruction mix (vector vs scalar, how many
accesses are 128 bits wide), asynchronous copies, tensor-core instructions,
barriers, and the same counts inside the kernel's main loop (per K step), plus
the compile times. See bench/README.md ("gpu-static").

    bench/gpu-static/report.py                       # corpus, sm_80 + sm_90a,
                                                     # static and opt-in smem
    bench/gpu-static/report.py --arch sm_90 --output bench/RESULTS-gpu-static.md
    bench/gpu-static/report.py examples/gemm_f16.mlir

Exit status: 0 when every kernel compiled and assembled, 1 otherwise (the
failures are listed in the report), 2 for bad arguments or missing tools.
"""

import argparse
import concurrent.futures
import datetime
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# tileiras --gpu-name -> ptxas -arch. tileiras writes `.target sm_90a` for
# sm_90 (wgmma needs the architecture-specific target), so ptxas must be
# given the same.
PTXAS_ARCH = {"sm_80": "sm_80", "sm_86": "sm_86", "sm_89": "sm_89",
              "sm_90": "sm_90a", "sm_100": "sm_100a", "sm_103": "sm_103a",
              "sm_110": "sm_110a", "sm_120": "sm_120a", "sm_121": "sm_121a"}

# Instruction classes counted in the PTX. A PTX instruction line is
# `[@pred] opcode.qualifiers operands;`.
INSTR_RE = re.compile(r"^\s*(?:@!?%\w+\s+)?([a-z][\w.]*)")
LABEL_RE = re.compile(r"^(\$?[\w$]+):")
BRANCH_RE = re.compile(r"^\s*(?:@!?%\w+\s+)?bra(?:\.uni)?\s+(\$?[\w$]+);")
TYPE_BITS = {"b8": 8, "u8": 8, "s8": 8, "b16": 16, "u16": 16, "s16": 16,
             "f16": 16, "bf16": 16, "b32": 32, "u32": 32, "s32": 32,
             "f32": 32, "b64": 64, "u64": 64, "s64": 64, "f64": 64,
             "b128": 128, "f16x2": 32, "bf16x2": 32}


def access_bits(opcode):
    """Bits moved by one ld/st opcode such as ld.global.nc.v4.b32."""
    parts = opcode.split(".")
    lanes = 1
    bits = 0
    for p in parts:
        if re.fullmatch(r"v[248]", p):
            lanes = int(p[1:])
        elif p in TYPE_BITS:
            bits = TYPE_BITS[p]
    return lanes * bits


# Opcode prefix -> counter, first match wins (so the bulk copies and the
# cp.async group bookkeeping come before plain cp.async).
OPCODE_CLASSES = [
    ("ld.global", "gld"), ("ld.param.global", "gld"), ("st.global", "gst"),
    ("cp.async.bulk", "tma"), ("cp.async.wait", None),
    ("cp.async.commit", None), ("cp.async", "cp_async"),
    ("ldmatrix", "ldmatrix"), ("stmatrix", "stmatrix"),
    ("wgmma.mma_async", "wgmma"), ("mma.sync", "mma"),
    ("bar.sync", "bar"), ("barrier.sync", "bar"), ("bar.arrive", "bar"),
    ("barrier.cta", "bar"), ("ld.shared", "lds"), ("st.shared", "sts"),
]


def classify(opcode):
    """The counter an opcode adds to, or None."""
    for prefix, kind in OPCODE_CLASSES:
        if opcode.startswith(prefix):
            return kind
    return None


class Counts:
    FIELDS = ("gld", "gld_vec", "gld_128", "gst", "gst_vec", "gst_128",
              "cp_async", "tma", "ldmatrix", "stmatrix", "mma", "wgmma", "bar",
              "lds", "sts", "instructions")

    def __init__(self):
        for f in self.FIELDS:
            setattr(self, f, 0)

    def add(self, opcode):
        self.instructions += 1
        kind = classify(opcode)
        if kind is None:
            return
        setattr(self, kind, getattr(self, kind) + 1)
        if kind in ("gld", "gst"):
            if re.search(r"\.v[248]\.", opcode + "."):
                setattr(self, kind + "_vec", getattr(self, kind + "_vec") + 1)
            if access_bits(opcode) >= 128:
                setattr(self, kind + "_128", getattr(self, kind + "_128") + 1)

    @property
    def tensor_core(self):
        return self.mma + self.wgmma


def analyse_ptx(text):
    """Counts over the whole PTX and over its main loop.

    The main loop is found statically: a loop is the instruction range from a
    label to a later branch back to it; among all loops, the one with the most
    tensor-core instructions wins, then one that loads or copies from global
    memory (the K loop of a GEMM, not a loop over the k-steps inside it), then
    the smallest (the K loop, not a persistent kernel's loop around it and
    its pipeline's prologue); without tensor-core instructions, the one with
    the most global loads, then the smallest. Its counts are per iteration of
    that loop, i.e. per K step.
    """
    lines = text.splitlines()
    instrs = []   # (line index, opcode)
    labels = {}   # label -> position in instrs
    loops = []    # (start, end) positions in instrs, end inclusive
    for line in lines:
        stripped = line.strip()
        if not stripped or stripped.startswith("//") or stripped.startswith("."):
            continue
        m = LABEL_RE.match(stripped)
        if m:
            labels[m.group(1)] = len(instrs)
            continue
        b = BRANCH_RE.match(stripped)
        if b and b.group(1) in labels:
            loops.append((labels[b.group(1)], len(instrs)))
        # Inline assembly may spread one instruction over several lines
        # (the opcode, then one operand list per line); operand lines start
        # with '{', '%' or a digit and are not counted again.
        m = INSTR_RE.match(stripped)
        if m:
            instrs.append(m.group(1))
    total = Counts()
    for op in instrs:
        total.add(op)
    best = None
    for start, end in loops:
        c = Counts()
        for op in instrs[start:end + 1]:
            c.add(op)
        size, loads = end - start, c.gld + c.cp_async + c.tma
        key = ((c.tensor_core, loads > 0, -size) if c.tensor_core else
               (0, loads, -size))
        if best is None or key > best[0]:
            best = (key, c)
    return total, (best[1] if best else None), len(loops)


PTXAS_RE = {
    "registers": re.compile(r"Used (\d+) registers"),
    "spill_st": re.compile(r"(\d+) bytes spill stores"),
    "spill_ld": re.compile(r"(\d+) bytes spill loads"),
    "smem": re.compile(r"(\d+) bytes smem"),
    "stack": re.compile(r"(\d+) bytes stack frame"),
}


# ptxas's note that it serialized a function's wgmmas (waits after each one
# instead of the kernel's own), because the code around reads or writes
# accumulator registers of a group in flight: the pipelines' overlap is then
# gone, whatever the counts above say.
SERIALIZED_RE = re.compile(
    r"\((C75\d\d)\) Potential Performance Loss: wgmma\.mma_async instructions "
    r"are serialized")


# The shared memory a CTA may opt in to per target (tileiras
# --shared-memory-bytes; tile-run's launches ask for it): CUDA C Programming
# Guide, "Compute Capabilities".
OPTIN_SHARED = {"sm_80": 163 * 1024, "sm_86": 99 * 1024, "sm_89": 99 * 1024,
                "sm_90": 227 * 1024, "sm_100": 227 * 1024,
                "sm_103": 227 * 1024, "sm_110": 227 * 1024,
                "sm_120": 99 * 1024, "sm_121": 99 * 1024}

# What a tile launch's kernels may declare statically (tileiras's default):
# ptxas takes a CTA's opt-in maximum in `.shared` variables for the
# arch-specific targets tileiras compiles sm_90 and later for, 48 KiB before.
STATIC_SHARED = {arch: (OPTIN_SHARED[arch] if int(arch[3:]) >= 90
                        else 48 * 1024)
                 for arch in OPTIN_SHARED}

DYNAMIC_RE = re.compile(r"nv_tileas\.dynamic_shared_bytes = (\d+)")
# tileas-pipeline's analysis remark for loops whose products all run on
# wgmma without staging: what an iteration asks of shared memory a cycle of
# the tensor cores' time for its products.
SHARED_DEMAND_RE = re.compile(r"(\d+) bytes a cycle, where shared memory serves")


def run_one(args, source, arch, shared):
    """Compiles one kernel for one target, with `shared` bytes of shared
    memory a CTA may use in an explicit launch, tile-run's (None: tileiras's
    default, a tile launch, cuTile Python's: static shared memory only);
    returns a result dict."""
    name = os.path.basename(source)
    for suffix in (".tileirbc", ".mlir"):
        if name.endswith(suffix):
            name = name[: -len(suffix)]
    result = {"kernel": name, "arch": arch, "shared": shared, "error": None,
              "dynamic_smem": 0}
    extra = (["--launch=explicit", f"--shared-memory-bytes={shared}"]
             if shared else [])
    extra += args.tileiras_arg or []
    with tempfile.TemporaryDirectory(prefix="gpu-static-") as tmp:
        ptx = os.path.join(tmp, "k.ptx")
        begin = time.perf_counter()
        proc = subprocess.run([args.tileiras, source, "--gpu-name", arch,
                               "--emit=ptx", "-o", ptx, "--remarks=pipeline"]
                              + extra, capture_output=True, text=True)
        result["tileiras_ms"] = (time.perf_counter() - begin) * 1e3
        if proc.returncode != 0:
            lines = [l for l in proc.stderr.strip().splitlines()
                     if "remark:" not in l]
            result["error"] = "tileiras: " + (lines or ["(no message)"])[0]
            return result
        # The kernel's most demanding loop (the causal attention kernel has
        # two).
        result["shared_demand"] = max(
            [int(v) for v in SHARED_DEMAND_RE.findall(proc.stderr)],
            default=None)
        with open(ptx) as f:
            text = f.read()
        begin = time.perf_counter()
        proc = subprocess.run([args.ptxas, "-arch=" + PTXAS_ARCH[arch], "-v",
                               ptx, "-o", os.path.join(tmp, "k.cubin")],
                              capture_output=True, text=True)
        result["ptxas_ms"] = (time.perf_counter() - begin) * 1e3
        if proc.returncode != 0:
            msg = (proc.stderr.strip().splitlines() or ["(no message)"])[0]
            result["error"] = "ptxas: " + msg
            return result
        info = proc.stderr + proc.stdout
        for key, regex in PTXAS_RE.items():
            # A file may hold several functions; report the largest figure.
            values = [int(v) for v in regex.findall(info)]
            result[key] = max(values) if values else 0
        result["serialized"] = sorted(set(SERIALIZED_RE.findall(info)))
        result["total"], result["loop"], result["loops"] = analyse_ptx(text)
        if shared:
            # The dynamic shared memory a launch must provide is in the
            # LLVM dialect form only (PTX declares an extern array).
            proc = subprocess.run([args.tileiras, source, "--gpu-name", arch,
                                   "--emit=mlir", "-o", "-"] + extra,
                                  capture_output=True, text=True)
            result["dynamic_smem"] = max(
                [int(v) for v in DYNAMIC_RE.findall(proc.stdout)], default=0)
    return result


def smem(r):
    return (f"{r['smem']} + {r['dynamic_smem']}" if r["dynamic_smem"]
            else f"{r['smem']}")


def plural(n, noun):
    return f"{n} {noun}" + ("" if n == 1 else "s")


def ratio(part, whole):
    return f"{part}/{whole}" if whole else "0"


def format_table(results, arch, shared):
    rows = [r for r in results if r["arch"] == arch and r["shared"] == shared]
    title = (f"### {arch} (ptxas -arch={PTXAS_ARCH[arch]}; tileiras's default, "
             "a tile launch as cuTile Python's: static shared memory only, up "
             f"to {STATIC_SHARED[arch]} bytes a CTA)")
    if shared:
        title = (f"### {arch} with {shared // 1024} KiB of shared memory per CTA "
                 f"(ptxas -arch={PTXAS_ARCH[arch]}; tileiras "
                 f"--launch=explicit --shared-memory-bytes={shared}, as "
                 "tile-run launches; smem "
                 "is static + dynamic)")
    out = [title, "",
           "| kernel | regs | spill st/ld (B) | smem (B) | global loads: vector/all (128-bit) "
           "| global stores: vector/all (128-bit) | cp.async / TMA | ldmatrix | "
           "tensor-core instr | main loop per step: TC / bar / global ld / cp.async | "
           "shared B/cycle | tileiras ms | ptxas ms |",
           "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        if r["error"]:
            out.append(f"| {r['kernel']} | failed: {r['error'].replace('|', '/')} "
                       "| | | | | | | | | | | |")
            continue
        demand = r.get("shared_demand")
        t, lp = r["total"], r["loop"]
        loop = (f"{lp.tensor_core} / {lp.bar} / {lp.gld} / {lp.cp_async + lp.tma}"
                if lp else "no loop")
        tc = (f"{t.wgmma} wgmma" if t.wgmma else f"{t.mma} mma.sync"
              if t.mma else "0")
        if r["serialized"]:
            tc += f" (serialized: {', '.join(r['serialized'])})"
        out.append(
            f"| {r['kernel']} | {r['registers']} | {r['spill_st']}/{r['spill_ld']} "
            f"| {smem(r)} | {ratio(t.gld_vec, t.gld)} ({t.gld_128}) "
            f"| {ratio(t.gst_vec, t.gst)} ({t.gst_128}) | {t.cp_async} / {t.tma} "
            f"| {t.ldmatrix} | {tc} | {loop} "
            f"| {demand if demand is not None else '-'} "
            f"| {r['tileiras_ms']:.0f} | {r['ptxas_ms']:.0f} |")
    ok = [r for r in rows if not r["error"]]
    spilling = [r for r in ok if r["spill_st"] or r["spill_ld"]]
    tensor = [r for r in ok if r["total"].tensor_core]
    vector = [r for r in ok if r["total"].gld_vec or r["total"].gst_vec]
    async_ = [r for r in ok if r["total"].cp_async or r["total"].tma]
    serialized = [r for r in ok if r["serialized"]]
    out += ["",
            f"{plural(len(rows), 'kernel')}: {len(rows) - len(ok)} failed to compile, "
            f"{len(spilling)} spill, {len(tensor)} use tensor cores "
            f"({len(serialized)} with wgmmas ptxas serialized), "
            f"{len(vector)} have vector global accesses, {len(async_)} have "
            f"asynchronous copies; "
            f"{sum(r['spill_st'] for r in ok)} spill-store bytes in all; "
            f"compile time {sum(r['tileiras_ms'] for r in ok) / 1e3:.1f} s "
            f"(tileiras) + {sum(r['ptxas_ms'] for r in ok) / 1e3:.1f} s (ptxas).",
            ""]
    return "\n".join(out)


def find_ptxas():
    candidates = []
    if os.environ.get("CUDA_HOME"):
        candidates.append(os.path.join(os.environ["CUDA_HOME"], "bin", "ptxas"))
    candidates.append("/usr/local/cuda/bin/ptxas")
    found = shutil.which("ptxas")
    if found:
        candidates.append(found)
    return next((c for c in candidates if os.access(c, os.X_OK)), None)


def corpus_kernels(corpus):
    """The corpus's bytecode, one file per kernel (the 13.1 variants of a
    kernel compile to the same code and are left out)."""
    names = sorted(n for n in os.listdir(corpus)
                   if n.endswith(".tileirbc") and ".13_1." not in n)
    return [os.path.join(corpus, n) for n in names]


def main():
    parser = argparse.ArgumentParser(
        description="Static performance report of tileiras's GPU code: "
        "registers, spills, shared memory and instruction mix from ptxas -v "
        "and the PTX, per kernel and target. No GPU needed.")
    parser.add_argument("inputs", nargs="*",
                        help="kernels (.tileirbc or .mlir); default: every "
                        "kernel of the corpus")
    parser.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus"),
                        help="corpus folder (default ../shared/corpus)")
    parser.add_argument("--arch", action="append", choices=sorted(PTXAS_ARCH),
                        help="target, repeatable (default sm_80 and sm_90)")
    parser.add_argument("--tileiras", default=os.path.join(ROOT, "build", "bin", "tileiras"))
    parser.add_argument("--ptxas", default=None, help="default: $CUDA_HOME/bin, "
                        "/usr/local/cuda/bin, then PATH")
    parser.add_argument("--launch", choices=["tile", "optin", "both"],
                        default="both",
                        help="how kernels are compiled to be launched: as "
                        "tile kernels, with static shared memory only "
                        "(tileiras's default, cuTile Python's launches), "
                        "explicitly with the target's opt-in maximum "
                        "(tile-run's), or a table for each (default)")
    parser.add_argument("--tileiras-arg", action="append", metavar="ARG",
                        help="pass ARG to tileiras too (repeatable), e.g. "
                        "--tileiras-arg=--tileas-pipeline-tma")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--output", help="also write the report to this file")
    args = parser.parse_args()

    args.ptxas = args.ptxas or find_ptxas()
    if not args.ptxas or not os.access(args.ptxas, os.X_OK):
        print("gpu-static: ptxas not found (install the CUDA toolkit or pass --ptxas)",
              file=sys.stderr)
        return 2
    if not os.access(args.tileiras, os.X_OK):
        print(f"gpu-static: {args.tileiras} is not an executable (build first, or pass --tileiras)",
              file=sys.stderr)
        return 2
    if args.jobs < 1:
        print("gpu-static: --jobs must be at least 1", file=sys.stderr)
        return 2
    inputs = args.inputs
    if not inputs:
        if not os.path.isdir(args.corpus):
            print(f"gpu-static: no corpus at {args.corpus} and no kernels given",
                  file=sys.stderr)
            return 2
        inputs = corpus_kernels(args.corpus)
    for path in inputs:
        if not os.path.isfile(path):
            print(f"gpu-static: no such file: {path}", file=sys.stderr)
            return 2
    archs = args.arch or ["sm_80", "sm_90"]

    load = os.getloadavg()[0]
    configs = [(arch, shared) for arch in archs
               for shared in ([None] if args.launch != "optin" else []) +
               ([OPTIN_SHARED[arch]] if args.launch != "tile" else [])]
    jobs = [(src, arch, shared) for arch, shared in configs for src in inputs]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda j: run_one(args, *j), jobs))

    version = subprocess.run([args.ptxas, "--version"], capture_output=True,
                             text=True).stdout.strip().splitlines()
    header = [
        "# Static report of the GPU code (bench/gpu-static)", "",
        f"Generated {datetime.date.today().isoformat()} by `bench/gpu-static/report.py` "
        f"with {version[-1] if version else 'ptxas'}; {plural(len(inputs), 'kernel')}. "
        "Counts are static (instructions in the PTX, not executed ones); "
        "'main loop per step' counts the instructions of the innermost loop "
        "holding the most tensor-core instructions (else global loads), i.e. "
        "one K step of a GEMM. 'shared B/cycle' is what the kernel's most "
        "demanding pipelined loop asks of shared memory a cycle of the tensor "
        "cores' time for its products, as tileas-pipeline's analysis remark "
        "counts it (wgmma loops that stage nothing; shared memory serves 128). "
        "Spill and register figures are ptxas -v's. "
        f"Compile times are wall-clock with {args.jobs} job(s) on "
        f"{os.cpu_count()} cores, 1-minute load average {load:.1f} at the start." +
        (" tileiras also got: " + " ".join(f"`{a}`" for a in args.tileiras_arg) + "."
         if args.tileiras_arg else ""), ""]
    report = "\n".join(header) + "\n" + "\n".join(
        format_table(results, a, shared) for a, shared in configs)
    print(report)
    if args.output:
        with open(args.output, "w") as f:
            f.write(report)
    return 1 if any(r["error"] for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
