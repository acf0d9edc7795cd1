#!/usr/bin/env python3
"""GPU benchmark of corpus kernels, beside PyTorch and Triton.

Runs each recipe of RECIPES below (a cuTile corpus kernel with the MANIFEST's
arguments and grid, its sizes scaled up) with `tile-run --device=gpu --bench N`,
turns the median time into TFLOP/s or GB/s, times the same operation with
PyTorch (cuBLAS, torch ops) and Triton where they can be imported, checks
every result, and writes bench/RESULTS-gpu.md. See bench/README.md
("GPU benchmark").

    bench/gpu/run.py                       # everything, ~5 min on an H100
    bench/gpu/run.py --only gemm_f16,fmha_f16 --bench 50
    bench/gpu/run.py --device gpu-sim --small --output /tmp/r.md   # CI

Without a GPU (no CUDA driver, or it reports no device) it prints one line
saying so and exits 0. `--device gpu-sim --small` runs every recipe at tiny
sizes through the simulator with one timed launch and no warm-up, which
tests the harness (argument lists, grids, inputs, checks, report) without a
GPU; its times measure the simulator, not a GPU.

Inputs are generated without numpy: a pool of a few thousand values (a prime
count, so rows do not repeat in step) is packed once and repeated to the
array's size. The values are small multiples of powers of two, so GEMM
products and their f32 sums are exact and each GEMM result is the correctly
rounded exact value. Every result is checked on a sample of elements (rows
for the row-wise kernels) against a reference computed here in double
precision; where torch imports, the whole output is also compared with
torch's. Exit status: 0 when every result matched, 1 when a result did not
match or a tile-run failed (the report is still written), 2 for bad
arguments or missing tools.
"""

import argparse
import datetime
import math
import os
import re
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

GEMM_SIZES = ["M=4096 N=4096 K=4096", "M=8192 N=8192 K=8192"]
GEMM_SMALL = ["M=128 N=256 K=64"]

# The recipes, from ../shared/corpus/MANIFEST.md. `params` lists the entry's
# parameters in the MANIFEST's order: an array NAME:DTYPE[DIMS] (":out" if
# the kernel writes it) becomes pointer, shape..., strides... (row-major, in
# elements); a scalar NAME:TYPE=EXPR is passed as its value. Constant
# parameters of the Python kernel are baked into the entry and fix some
# sizes (the comment says which). `grid` is the MANIFEST's formula (x, y, z).
# `flops` (TFLOP/s) or `bytes` (GB/s, each array read or written once)
# counts the work. `sizes` are the benchmark's, `small` those of --small.
# `check` names the reference (CHECKS) and `inputs` the values of each input
# (an expression of h, a hash of the flat index).
RECIPES = [
    # tm=128 tn=128 tk=32
    dict(name="gemm_f16", kernel="matmul_f16_128x128x32",
         params="A:f16[M,K] B:f16[K,N] C:f16[M,N]:out",
         grid="cdiv(M,128)*cdiv(N,128)", flops="2*M*N*K",
         sizes=GEMM_SIZES, small=GEMM_SMALL, check="matmul"),
    # tm=128 tn=256 tk=64
    dict(name="gemm_bf16", kernel="matmul_bf16_128x256x64",
         params="A:bf16[M,K] B:bf16[K,N] C:bf16[M,N]:out",
         grid="cdiv(M,128)*cdiv(N,256)", flops="2*M*N*K",
         sizes=GEMM_SIZES, small=GEMM_SMALL, check="matmul"),
    # tm=64 tn=64 tk=32; f32 operands rounded to tf32 by the kernel.
    dict(name="gemm_tf32", kernel="matmul_f32_tf32_64x64x32",
         params="A:f32[M,K] B:f32[K,N] C:f32[M,N]:out",
         grid="cdiv(M,64)*cdiv(N,64)", flops="2*M*N*K",
         sizes=GEMM_SIZES, small=GEMM_SMALL, check="matmul"),
    # tm=128 tn=128 tk=64; f8E4M3FN in and out (inputs small enough that
    # no output exceeds 448).
    dict(name="gemm_f8", kernel="matmul_f8E4M3FN_128x128x64",
         params="A:f8E4M3FN[M,K] B:f8E4M3FN[K,N] C:f8E4M3FN[M,N]:out",
         grid="cdiv(M,128)*cdiv(N,128)", flops="2*M*N*K",
         sizes=GEMM_SIZES, small=GEMM_SMALL, check="matmul"),
    # H=4, TILE_D=D=64, TILE_M=TILE_N=64, CAUSAL=False, EVEN_K=True.
    dict(name="fmha_f16", kernel="fmha_f16",
         params="Q:f16[B,H,S,D] K:f16[B,H,S,D] V:f16[B,H,S,D] "
                "Out:f16[B,H,S,D]:out qk_scale:f32=1/sqrt(D) input_pos:i32=0",
         grid="cdiv(S,64), B*H", flops="4*B*H*S*S*D",
         sizes=["B=8 H=4 S=4096 D=64"], small=["B=1 H=4 S=128 D=64"],
         check="attention", inputs={"Q": "((h%9)-4)/8", "K": "((h%11)-5)/8",
                                    "V": "((h%7)-3)/8"}),
    # As fmha_f16 with CAUSAL=True: key j > query i + input_pos is masked;
    # half the work of the full product is counted.
    dict(name="fmha_f16_causal", kernel="fmha_f16_causal",
         params="Q:f16[B,H,S,D] K:f16[B,H,S,D] V:f16[B,H,S,D] "
                "Out:f16[B,H,S,D]:out qk_scale:f32=1/sqrt(D) input_pos:i32=0",
         grid="cdiv(S,64), B*H", flops="2*B*H*S*S*D",
         sizes=["B=8 H=4 S=4096 D=64"], small=["B=1 H=4 S=128 D=64"],
         check="attention", inputs={"Q": "((h%9)-4)/8", "K": "((h%11)-5)/8",
                                    "V": "((h%7)-3)/8"}),
    # B=4 rows per block, N=128 columns (both constants).
    dict(name="softmax_f32", kernel="softmax_f32",
         params="input:f32[M,N] output:f32[M,N]:out",
         grid="cdiv(M,4)", bytes="auto",
         sizes=["M=262144 N=128"], small=["M=64 N=128"], check="softmax",
         inputs={"input": "((h%29)-14)/4"}),
    # TILE_N=256; any N.
    dict(name="layer_norm_fwd_f32", kernel="layer_norm_fwd_f32",
         params="X:f32[M,N] W:f32[N] B:f32[N] Y:f32[M,N]:out Mean:f32[M]:out "
                "Rstd:f32[M]:out eps:f32=1e-5",
         grid="M", bytes="auto",
         sizes=["M=4096 N=8192"], small=["M=16 N=512"], check="layernorm",
         inputs={"X": "((h%13)-6)/4", "W": "1+((h%5)-2)/8",
                 "B": "((h%3)-1)/4"}),
    # TILE_N=1024; any N; statistics in f32.
    dict(name="layer_norm_fwd_f16", kernel="layer_norm_fwd_f16",
         params="X:f16[M,N] W:f16[N] B:f16[N] Y:f16[M,N]:out Mean:f32[M]:out "
                "Rstd:f32[M]:out eps:f32=1e-5",
         grid="M", bytes="auto",
         sizes=["M=4096 N=8192"], small=["M=16 N=2048"], check="layernorm",
         inputs={"X": "((h%13)-6)/4", "W": "1+((h%5)-2)/8",
                 "B": "((h%3)-1)/4"}),
    # N=1024 (the constant the mean divides by), eps=1e-6, TILE_SIZE=256.
    dict(name="rms_norm_f16", kernel="rms_norm_f16",
         params="x:f16[M,N] w:f16[N] out:f16[M,N]:out Rstd:f32[M]:out",
         grid="M", bytes="auto", eps=1e-6,
         sizes=["M=65536 N=1024"], small=["M=16 N=1024"], check="rmsnorm",
         inputs={"x": "((h%13)-6)/4", "w": "1+((h%5)-2)/8"}),
]

DEFAULT_INPUT = "((h%7)-3)/16"
POOL = 4099  # values per input pool (prime)

# dtype -> (.npy descr, bytes, tile-run zeros: name)
DTYPES = {"f16": ("<f2", 2), "bf16": ("<i2", 2), "f32": ("<f4", 4),
          "f8E4M3FN": ("|i1", 1), "i32": ("<i4", 4)}
# Relative tolerance of a result element: about one unit in the last place
# of the output type (the references are exact or double precision).
ULP = {"f16": 2.0 ** -10, "bf16": 2.0 ** -7, "f32": 2.0 ** -20,
       "f8E4M3FN": 2.0 ** -3}


def cdiv(a, b):
    return -(-a // b)


def parse_sizes(text):
    return {k: int(v) for k, v in (p.split("=") for p in text.split())}


class Array:
    def __init__(self, name, dtype, dims, out, sizes):
        self.name, self.dtype, self.out = name, dtype, out
        self.shape = [eval(d, {}, sizes) for d in dims.split(",")]
        self.count = math.prod(self.shape)
        self.nbytes = self.count * DTYPES[dtype][1]


def parse_params(text, sizes):
    """Arrays and scalars of a recipe's `params`, in order."""
    out = []
    for token in text.split():
        m = re.fullmatch(r"(\w+):(\w+)\[([\w,]+)\](:out)?", token)
        if m:
            out.append(Array(m[1], m[2], m[3], bool(m[4]), sizes))
            continue
        m = re.fullmatch(r"(\w+):(\w+)=(.+)", token)
        if not m:
            raise ValueError("bad parameter '%s'" % token)
        value = eval(m[3], {"sqrt": math.sqrt}, dict(sizes))
        out.append((m[1], m[2], value))
    return out


# ---------------------------------------------------------------- values

def pool_values(expr, seed):
    """POOL values of `expr` for hashes of 0..POOL-1 (exact in every input
    type used here)."""
    values = []
    for i in range(POOL):
        h = ((i + 1) * 2654435761 + seed * 40503) % 2 ** 32 >> 7
        values.append(float(eval(expr, {}, {"h": h})))
    return values


def f8e4m3_bits(x):
    """The f8E4M3FN byte of x, which must be exact in that format."""
    if x == 0:
        return 0
    sign = 0x80 if x < 0 else 0
    m, e = math.frexp(abs(x))  # abs(x) = m * 2^e, 0.5 <= m < 1
    exp = e - 1 + 7
    if exp <= 0:  # subnormal: value = mant/8 * 2^-6
        mant = int(abs(x) / 2.0 ** -9)
        return sign | mant
    mant = int((m * 2 - 1) * 8)
    assert (1 + mant / 8) * 2.0 ** (e - 1) == abs(x), x
    return sign | exp << 3 | mant


def decode(dtype, raw, index):
    """Element `index` of the packed data `raw`."""
    if dtype == "f16":
        return struct.unpack_from("<e", raw, 2 * index)[0]
    if dtype == "f32":
        return struct.unpack_from("<f", raw, 4 * index)[0]
    if dtype == "i32":
        return struct.unpack_from("<i", raw, 4 * index)[0]
    if dtype == "bf16":
        bits = struct.unpack_from("<H", raw, 2 * index)[0]
        return struct.unpack("<f", struct.pack("<I", bits << 16))[0]
    if dtype == "f8E4M3FN":
        b = raw[index]
        sign = -1.0 if b & 0x80 else 1.0
        exp, mant = b >> 3 & 15, b & 7
        if exp == 15 and mant == 7:
            return math.nan
        if exp == 0:
            return sign * mant / 8 * 2.0 ** -6
        return sign * (1 + mant / 8) * 2.0 ** (exp - 7)
    raise ValueError(dtype)


def pack(dtype, values):
    if dtype == "f16":
        return struct.pack("<%de" % len(values), *values)
    if dtype == "f32":
        return struct.pack("<%df" % len(values), *values)
    if dtype == "bf16":
        words = struct.unpack("<%dI" % len(values),
                              struct.pack("<%df" % len(values), *values))
        return struct.pack("<%dH" % len(values), *(w >> 16 for w in words))
    if dtype == "f8E4M3FN":
        return bytes(f8e4m3_bits(v) for v in values)
    raise ValueError(dtype)


def npy_header(descr, shape):
    dims = ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else "")
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, dims)
    header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + \
        header.encode("latin1")


def write_input(path, array, values):
    """Writes `array` as .npy: the packed pool repeated to its size."""
    data = pack(array.dtype, values)
    need = array.nbytes
    with open(path, "wb") as f:
        f.write(npy_header(DTYPES[array.dtype][0], array.shape))
        block = data * max(1, (1 << 24) // len(data))
        while need > 0:
            f.write(block[:need])
            need -= min(need, len(block))


def read_npy(path):
    with open(path, "rb") as f:
        raw = f.read()
    n = struct.unpack_from("<H", raw, 8)[0]
    return memoryview(raw)[10 + n:]


# ---------------------------------------------------------------- checks
# Each check gets the sizes, the recipe's parameters, the input values
# (flat index -> value) and the outputs (name -> flat index -> value), and
# returns the worst error relative to its tolerance (<= 1 passes) and a
# description of the worst element.

def samples(count, wanted):
    """Up to `wanted` indices spread over range(count), first and last
    included."""
    if count <= wanted:
        return list(range(count))
    step = (count - 1) / (wanted - 1)
    return sorted({round(i * step) for i in range(wanted)})


def check_matmul(sizes, arrays, inp, out, small):
    M, N, K = sizes["M"], sizes["N"], sizes["K"]
    c = arrays["C"]
    A, B, C = inp["A"], inp["B"], out["C"]
    worst = (0.0, "")
    rows = samples(M, M if small else 12)
    cols = samples(N, N if small else 12)
    for i in rows:
        arow = [A(i * K + k) for k in range(K)]
        for j in cols:
            want = math.fsum(a * B(k * N + j) for k, a in enumerate(arow))
            got = C(i * N + j)
            err = abs(got - want) / (ULP[c.dtype] * abs(want) + 1e-6)
            if math.isnan(err) or err > worst[0]:
                worst = (err, "C[%d,%d] = %r, expected %r" % (i, j, got, want))
    return worst


def check_attention(sizes, arrays, inp, out, small, causal):
    Bn, H, S, D = sizes["B"], sizes["H"], sizes["S"], sizes["D"]
    scale = 1 / math.sqrt(D)
    Q, Kv, V, O = inp["Q"], inp["K"], inp["V"], out["Out"]
    worst = (0.0, "")
    heads = samples(Bn * H, Bn * H if small else 3)
    for bh in heads:
        base = bh * S * D
        for i in samples(S, S if small else 3):
            q = [Q(base + i * D + d) for d in range(D)]
            live = range(i + 1) if causal else range(S)
            s = [scale * math.fsum(q[d] * Kv(base + j * D + d)
                                   for d in range(D)) for j in live]
            m = max(s)
            p = [math.exp(x - m) for x in s]
            total = math.fsum(p)
            for d in range(D):
                want = math.fsum(pj * V(base + j * D + d)
                                 for pj, j in zip(p, live)) / total
                got = O(base + i * D + d)
                # f16 output; the kernel's exp2 and f32 sums add a little.
                err = abs(got - want) / (2.0 ** -9 * (abs(want) + 0.5))
                if math.isnan(err) or err > worst[0]:
                    worst = (err, "Out[%d,%d,%d] = %r, expected %r"
                             % (bh, i, d, got, want))
    return worst


def check_rows(sizes, arrays, inp, out, small, kind, eps):
    M, N = sizes["M"], sizes["N"]
    worst = (0.0, "")

    def note(err, what):
        nonlocal worst
        if math.isnan(err) or err > worst[0]:
            worst = (err, what)

    for i in samples(M, M if small else 24):
        if kind == "softmax":
            x = [inp["input"](i * N + j) for j in range(N)]
            m = max(x)
            e = [math.exp(v - m) for v in x]
            total = math.fsum(e)
            for j in range(N):
                want, got = e[j] / total, out["output"](i * N + j)
                note(abs(got - want) / (1e-5 * (abs(want) + 1e-3)),
                     "output[%d,%d] = %r, expected %r" % (i, j, got, want))
            continue
        x = [inp[kind == "rmsnorm" and "x" or "X"](i * N + j)
             for j in range(N)]
        if kind == "layernorm":
            mean = math.fsum(x) / N
            var = math.fsum((v - mean) ** 2 for v in x) / N
            rstd = 1 / math.sqrt(var + eps)
            y = arrays["Y"].dtype
            note(abs(out["Mean"](i) - mean) / (1e-5 * (abs(mean) + 1)),
                 "Mean[%d] = %r, expected %r" % (i, out["Mean"](i), mean))
            note(abs(out["Rstd"](i) - rstd) / (1e-4 * rstd),
                 "Rstd[%d] = %r, expected %r" % (i, out["Rstd"](i), rstd))
            for j in range(N):
                want = (x[j] - mean) * rstd * inp["W"](j) + inp["B"](j)
                got = out["Y"](i * N + j)
                note(abs(got - want) / (max(ULP[y], 1e-5) * (abs(want) + 1)),
                     "Y[%d,%d] = %r, expected %r" % (i, j, got, want))
        else:
            rstd = 1 / math.sqrt(math.fsum(v * v for v in x) / N + eps)
            note(abs(out["Rstd"](i) - rstd) / (1e-4 * rstd),
                 "Rstd[%d] = %r, expected %r" % (i, out["Rstd"](i), rstd))
            for j in range(N):
                want = x[j] * rstd * inp["w"](j)
                got = out["out"](i * N + j)
                note(abs(got - want) / (2 * ULP["f16"] * (abs(want) + 0.1)),
                     "out[%d,%d] = %r, expected %r" % (i, j, got, want))
    return worst


def run_check(recipe, sizes, arrays, inp, out, small):
    kind = recipe["check"]
    if kind == "matmul":
        return check_matmul(sizes, arrays, inp, out, small)
    if kind == "attention":
        return check_attention(sizes, arrays, inp, out, small,
                               recipe["name"].endswith("causal"))
    eps = recipe.get("eps")
    for p in parse_params(recipe["params"], sizes):
        if isinstance(p, tuple) and p[0] == "eps":
            eps = p[2]
    return check_rows(sizes, arrays, inp, out, small, kind, eps)


# ---------------------------------------------------------------- tile-run

BENCH_RE = re.compile(r"^bench: (.*)$", re.M)
NO_GPU_RE = re.compile(r"cannot load the CUDA driver|reports no GPU|cuInit "
                       r"failed")


def parse_bench(text):
    m = BENCH_RE.search(text)
    if not m:
        return None
    fields = dict(re.findall(r'(\w+)=("[^"]*"|\S+)', m[1]))
    return {k: v.strip('"') for k, v in fields.items()}


def probe_gpu(args):
    """(device, driver) of the GPU tile-run finds, or exits 0 saying there
    is none."""
    cmd = [args.tile_run, "--device=gpu",
           os.path.join(ROOT, "examples", "vector_add.mlir"), "--grid", "1",
           "--arg", "zeros:f32:128", "--arg", "zeros:f32:128",
           "--arg", "zeros:f32:128", "--arg", "128", "--bench", "1",
           "--warmup", "0"]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        message = (r.stderr.strip().splitlines() or ["failed"])[-1]
        if NO_GPU_RE.search(r.stderr):
            print("gpu-bench: no GPU here (%s); nothing measured" %
                  message.replace("tile-run: error: --device=gpu: ", ""))
            sys.exit(0)
        sys.exit("gpu-bench: tile-run --device=gpu failed on a probe kernel:"
                 "\n" + r.stderr)
    line = parse_bench(r.stdout) or {}
    return line.get("device", "?"), line.get("driver", "?")


def tile_run_args(params, files):
    """`--arg VALUE` for each entry parameter, in order: an array is its
    buffer, shape and row-major strides in elements."""
    values = []
    for p in params:
        if isinstance(p, Array):
            strides = [math.prod(p.shape[d + 1:]) for d in range(len(p.shape))]
            values += [files[p.name]] + p.shape + strides
        else:
            values.append(repr(float(p[2])) if p[1] == "f32" else p[2])
    return [x for v in values for x in ("--arg", str(v))]


# ---------------------------------------------------------------- baselines

class Baselines:
    """PyTorch and Triton, timed with CUDA events like tile-run."""

    def __init__(self, enabled, bench, warmup):
        self.torch = self.triton = None
        self.why_torch = self.why_triton = "not run (gpu-sim)"
        self.bench, self.warmup = bench, warmup
        if not enabled:
            return
        try:
            import torch
            if not torch.cuda.is_available():
                raise ImportError("torch.cuda.is_available() is False")
            self.torch = torch
            self.why_torch = None
        except Exception as e:  # noqa: BLE001 - any import failure
            self.why_torch = "`import torch` failed: %s" % e
        try:
            if self.torch is None:
                raise ImportError("needs torch")
            sys.path.insert(0, HERE)
            import triton_kernels
            self.triton = triton_kernels
            self.why_triton = None
        except Exception as e:  # noqa: BLE001
            self.why_triton = "`import triton` failed: %s" % e

    def load(self, path, array, device="cuda"):
        torch = self.torch
        tdt = getattr(torch, {"f16": "float16", "bf16": "bfloat16",
                              "f32": "float32", "i32": "int32",
                              "f8E4M3FN": "float8_e4m3fn"}[array.dtype])
        raw = bytearray(read_npy(path))
        t = torch.frombuffer(raw, dtype=torch.uint8).view(tdt)
        return t.reshape(array.shape).to(device)

    def time(self, fn):
        torch = self.torch
        for _ in range(self.warmup):
            fn()
        events = [(torch.cuda.Event(enable_timing=True),
                   torch.cuda.Event(enable_timing=True))
                  for _ in range(self.bench)]
        for start, end in events:
            start.record()
            fn()
            end.record()
        torch.cuda.synchronize()
        return statistics.median(s.elapsed_time(e) for s, e in events)

    def ops(self, recipe, sizes, t, params):
        """(torch function, triton function or None) computing the
        recipe's main output from the loaded tensors `t`."""
        torch = self.torch
        F = torch.nn.functional
        name, tri = recipe["name"], self.triton
        if name.startswith("gemm"):
            A, B = t["A"], t["B"]
            if name == "gemm_f8":
                one = torch.ones((), device="cuda")
                Bt = B.t().contiguous().t()  # cuBLAS wants B column-major
                return (lambda: torch._scaled_mm(
                    A, Bt, scale_a=one, scale_b=one,
                    out_dtype=torch.float8_e4m3fn),
                    tri and (lambda: tri.matmul(A, B, torch.float8_e4m3fn)))
            if name == "gemm_tf32":
                torch.backends.cuda.matmul.allow_tf32 = True
            return (lambda: A @ B, tri and (lambda: tri.matmul(A, B, A.dtype)))
        if name.startswith("fmha"):
            causal = name.endswith("causal")
            q, k, v = t["Q"], t["K"], t["V"]
            scale = 1 / math.sqrt(sizes["D"])
            return (lambda: F.scaled_dot_product_attention(
                q, k, v, is_causal=causal, scale=scale),
                tri and (lambda: tri.attention(q, k, v, scale, causal)))
        if name == "softmax_f32":
            x = t["input"]
            return (lambda: torch.softmax(x, dim=1),
                    tri and (lambda: tri.softmax(x)))
        if name.startswith("layer_norm"):
            X, W, Bb = t["X"], t["W"], t["B"]
            eps = params["eps"]
            return (lambda: F.layer_norm(X, (sizes["N"],), W, Bb, eps),
                    tri and (lambda: tri.layer_norm(X, W, Bb, eps)))
        if name.startswith("rms_norm"):
            x, w = t["x"], t["w"]
            eps = recipe["eps"]

            def rms():
                if hasattr(F, "rms_norm"):
                    return F.rms_norm(x, (sizes["N"],), w, eps)
                xf = x.float()
                r = torch.rsqrt(xf.pow(2).mean(1, keepdim=True) + eps)
                return (xf * r * w.float()).to(x.dtype)
            return rms, tri and (lambda: tri.rms_norm(x, w, eps))
        raise ValueError(name)


def main_output(recipe):
    return {"matmul": "C", "attention": "Out", "softmax": "output",
            "layernorm": "Y", "rmsnorm": "out"}[recipe["check"]]


# ---------------------------------------------------------------- main

def fmt(v):
    """A rate: one decimal, or three significant digits below 10."""
    if v is None:
        return "-"
    return "%.1f" % v if v >= 10 else "%.3g" % v


def ratio(a, b):
    return "-" if a is None or b is None or b == 0 else "%.0f%%" % (100 * a / b)


def run_recipe(args, recipe, sizes_text, work, base):
    sizes = parse_sizes(sizes_text)
    params = parse_params(recipe["params"], sizes)
    arrays = {p.name: p for p in params if isinstance(p, Array)}
    scalars = {p[0]: p[2] for p in params if not isinstance(p, Array)}
    inputs = recipe.get("inputs", {})
    files, pools = {}, {}
    for seed, a in enumerate(arrays.values()):
        if a.out:
            files[a.name] = "zeros:%s:%s" % (a.dtype,
                                             "x".join(map(str, a.shape)))
            continue
        pools[a.name] = pool_values(inputs.get(a.name, DEFAULT_INPUT), seed)
        path = os.path.join(work, "%s.%s.npy" % (recipe["name"], a.name))
        write_input(path, a, pools[a.name])
        files[a.name] = "@" + path
    outs = {}
    out_flags = []
    for i, p in enumerate(params):
        if isinstance(p, Array) and p.out:
            # The parameter index of the array's pointer.
            index = sum(1 + 2 * len(q.shape) if isinstance(q, Array) else 1
                        for q in params[:i])
            outs[p.name] = os.path.join(work, "%s.%s.out.npy" %
                                        (recipe["name"], p.name))
            out_flags += ["--out", "%d=@%s" % (index, outs[p.name])]
    grid = eval(recipe["grid"], {"cdiv": cdiv}, dict(sizes))
    grid = grid if isinstance(grid, tuple) else (grid,)
    kernel = os.path.join(args.corpus, recipe["kernel"] + ".tileirbc")
    cmd = [args.tile_run, "--device=" + args.device, kernel,
           "--grid", ",".join(map(str, grid))] + \
        tile_run_args(params, files) + out_flags + \
        ["--bench", str(args.bench), "--warmup", str(args.warmup)] + \
        (["--gpu-threads", str(args.gpu_threads)] if args.gpu_threads
         else []) + \
        list(args.tile_run_arg or [])
    if args.verbose:
        print("+ " + " ".join(cmd), file=sys.stderr)
    row = dict(name=recipe["name"], size=sizes_text.replace(" ", ","),
               unit="TFLOP/s" if "flops" in recipe else "GB/s")
    try:
        r = subprocess.run(cmd, capture_output=True, text=True,
                           timeout=args.timeout)
    except subprocess.TimeoutExpired:
        row["error"] = "tile-run took longer than %d s" % args.timeout
        return row
    line = parse_bench(r.stdout)
    if r.returncode != 0 or not line:
        row["error"] = "tile-run failed: " + \
            " ".join((r.stderr.strip() or r.stdout.strip()).split())[:300]
        return row
    row["ms"] = float(line["median_ms"])
    row["spread"] = (float(line["p10_ms"]), float(line["p90_ms"]))
    row["device"] = line.get("device")
    amount = eval(recipe["flops"], {}, dict(sizes)) * 1e-12 \
        if "flops" in recipe else sum(a.nbytes for a in arrays.values()) * 1e-9
    per_ms = lambda ms: amount / (ms * 1e-3) if ms else None  # noqa: E731
    row["rate"] = per_ms(row["ms"])

    # Check against the references computed here.
    got = {name: read_npy(path) for name, path in outs.items()}
    inp = {name: (lambda v: lambda i: v[i % POOL])(pool)
           for name, pool in pools.items()}
    out = {name: (lambda raw, dt: lambda i: decode(dt, raw, i))(
        raw, arrays[name].dtype) for name, raw in got.items()}
    err, where = run_check(recipe, sizes, arrays, inp, out, args.small)
    row["ok"] = not math.isnan(err) and err <= 1
    row["check"] = "ok" if row["ok"] else "MISMATCH: " + where

    # Baselines on the same inputs, in the same run.
    if base.torch is not None:
        try:
            t = {n: base.load(files[n][1:], a) for n, a in arrays.items()
                 if not a.out}
            torch_fn, triton_fn = base.ops(recipe, sizes, t, scalars)
        except Exception as e:  # noqa: BLE001 - e.g. an older torch
            row["torch_error"] = "%s: %s" % (type(e).__name__, e)
            torch_fn = triton_fn = None
        main = main_output(recipe)
        torch_out = None
        for label, fn in (("torch", torch_fn), ("triton", triton_fn)):
            if fn is None:
                continue
            try:
                row[label] = per_ms(base.time(fn))
                if label == "torch":
                    torch_out = fn()
                    if isinstance(torch_out, tuple):  # older _scaled_mm
                        torch_out = torch_out[0]
                    row["torch_diff"] = compare_torch(
                        base, torch_out, got[main], arrays[main])
                elif torch_out is not None:
                    # Triton's result is only compared, not marked.
                    diff = compare_torch(base, torch_out, fn(), arrays[main])
                    if diff > 1:
                        row["triton_error"] = "differs from torch by %.1f " \
                            "tolerances" % diff
            except Exception as e:  # noqa: BLE001 - report and go on
                row[label + "_error"] = "%s: %s" % (type(e).__name__, e)
        if row.get("torch_diff") is not None and \
                row["torch_diff"] > 1 and row["ok"]:
            row["ok"] = False
            row["check"] = "MISMATCH with torch (%.1f tolerances)" % \
                row["torch_diff"]
    for path in outs.values():
        os.remove(path)
    if not args.keep:
        for name in pools:
            os.remove(files[name][1:])
    return row


def compare_torch(base, want, got, array):
    """The largest difference between an output (packed bytes, or a tensor)
    and torch's, in tolerances: 4 units in the last place of the output type
    (at least 1e-5 relative) of the element's magnitude plus the output's
    mean magnitude. Summation orders differ, so this is looser than the
    exact sampled check."""
    torch = base.torch
    if not isinstance(got, torch.Tensor):
        got = torch.frombuffer(bytearray(got), dtype=torch.uint8)
        got = got.view(want.dtype).reshape(want.shape).to(want.device)
    got, want = got.float(), want.float()
    scale = want.abs().mean().item() + 1e-6
    tol = 4 * max(ULP[array.dtype], 1e-5) * (want.abs() + scale)
    return ((got - want).abs() / tol).max().item()


def write_report(path, args, rows, device, driver, base):
    now = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
    commit = args.commit
    if not commit:
        try:
            commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short",
                                     "HEAD"], capture_output=True,
                                    text=True).stdout.strip() or "?"
        except OSError:
            commit = "?"
    lines = ["# GPU benchmark results (bench/gpu/run.py)", "",
             "Measured %s on %s, driver %s, tile-run at commit `%s`, with "
             "`%s`." % (now, device, driver, commit,
                        " ".join(["bench/gpu/run.py"] + args.argv)), ""]
    lines.append("Each time is the median of %d launches after %d warm-up "
                 "launches (tile-run: CUDA events around each launch; "
                 "PyTorch and Triton: the same, in the same process run)."
                 % (args.bench, args.warmup) if args.device == "gpu" else
                 "**gpu-sim:** the times are the simulator's on the host "
                 "(`clock=host`), not a GPU's; this report only shows that "
                 "the harness works.")
    lines += ["", "PyTorch: " + (base.why_torch or "torch %s (CUDA %s)" % (
        base.torch.__version__, base.torch.version.cuda)) + ". Triton: " + (
        base.why_triton or "triton %s" % base.triton.version()) + ".", ""]
    lines += ["| kernel | size | tile-run ms (p10–p90) | tile-run | PyTorch "
              "| tile-run / PyTorch | Triton | tile-run / Triton | check |",
              "|---|---|---:|---:|---:|---:|---:|---:|---|"]
    for r in rows:
        if "error" in r:
            lines.append("| %s | %s | - | - | - | - | - | - | %s |" %
                         (r["name"], r["size"], r["error"]))
            continue
        lines.append(
            "| %s | %s | %.4f (%.4f–%.4f) | %s %s | %s | %s | %s | %s | %s |"
            % (r["name"], r["size"], r["ms"], r["spread"][0], r["spread"][1],
               fmt(r["rate"]), r["unit"],
               fmt(r.get("torch")), ratio(r["rate"], r.get("torch")),
               fmt(r.get("triton")), ratio(r["rate"], r.get("triton")),
               r["check"]))
    failed = sum(1 for r in rows if "error" in r)
    mismatched = sum(1 for r in rows if "error" not in r and not r["ok"])
    lines += ["", "%d results: %d failed to run, %d mismatched." %
              (len(rows), failed, mismatched), ""]
    notes = [r for r in rows if "torch_error" in r or "triton_error" in r]
    for r in notes:
        for k in ("torch_error", "triton_error"):
            if k in r:
                lines.append("- %s %s: %s `%s`" % (r["name"], r["size"],
                                                    k.split("_")[0], r[k]))
    lines += ["", "TFLOP/s counts 2·M·N·K for a GEMM and 4·B·H·S²·D for "
              "attention (half of it when causal); GB/s counts every array "
              "read or written once (the kernels' own extra passes over a "
              "row are not counted). Checks: sampled elements against a "
              "double-precision reference computed by the script (exact for "
              "the GEMMs), and where torch imports, the whole output "
              "against torch's.", ""]
    text = "\n".join(lines)
    with open(path, "w") as f:
        f.write(text)
    return text, failed, mismatched


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--device", choices=["gpu", "gpu-sim"], default="gpu",
                   help="where tile-run runs the kernels (default gpu)")
    p.add_argument("--small", action="store_true",
                   help="tiny sizes, 1 timed launch, no warm-up (for gpu-sim)")
    p.add_argument("--bench", type=int, help="timed launches (default 20)")
    p.add_argument("--warmup", type=int, help="warm-up launches (default 3)")
    p.add_argument("--commit", metavar="REV",
                   help="the commit tile-run was built from, for the report "
                   "(default: git rev-parse of this checkout, which on a "
                   "machine the working tree was copied to may be stale)")
    p.add_argument("--gpu-threads", type=int, metavar="N",
                   help="threads per CTA for every kernel (tile-run "
                   "--gpu-threads; default: the compiler's choice)")
    p.add_argument("--tile-run-arg", action="append", metavar="FLAG",
                   help="pass FLAG to every tile-run (repeatable), e.g. "
                   "--tile-run-arg=--tileas-pipeline-hopper-mma-sync to time "
                   "the cp.async pipeline against wgmma on sm_90")
    p.add_argument("--only", help="comma-separated recipe names")
    p.add_argument("--output", default=os.path.join(ROOT, "bench",
                                                     "RESULTS-gpu.md"),
                   help="the report (default bench/RESULTS-gpu.md)")
    p.add_argument("--tile-run", default=os.path.join(ROOT, "build", "bin",
                                                       "tile-run"),
                   help="the tile-run to use (default build/bin/tile-run)")
    p.add_argument("--corpus", default=os.path.join(os.path.dirname(ROOT),
                                                    "shared", "corpus"),
                   help="the cuTile corpus (default ../shared/corpus)")
    p.add_argument("--keep", metavar="DIR",
                   help="write the inputs to DIR and keep them")
    p.add_argument("--timeout", type=int, default=600,
                   help="seconds one tile-run may take (default 600)")
    p.add_argument("--list", action="store_true", help="list the recipes")
    p.add_argument("-v", "--verbose", action="store_true",
                   help="print each tile-run command")
    args = p.parse_args()
    args.argv = sys.argv[1:]
    if args.list:
        for r in RECIPES:
            print("%-20s %s.tileirbc" % (r["name"], r["kernel"]))
        return 0
    if args.bench is None:
        args.bench = 1 if args.small else 20
    if args.warmup is None:
        args.warmup = 0 if args.small else 3
    if args.bench < 1 or args.warmup < 0:
        p.error("--bench must be at least 1 and --warmup at least 0")
    recipes = RECIPES
    if args.only:
        names = args.only.split(",")
        unknown = [n for n in names if n not in {r["name"] for r in RECIPES}]
        if unknown:
            p.error("no recipe %s (see --list)" % ", ".join(unknown))
        recipes = [r for r in RECIPES if r["name"] in names]
    tool = shutil.which(args.tile_run) or (
        os.access(args.tile_run, os.X_OK) and args.tile_run)
    if not tool:
        print("gpu-bench: %s is not an executable (build tile-run first)" %
              args.tile_run, file=sys.stderr)
        return 2
    args.tile_run = tool
    if not os.path.isdir(args.corpus):
        print("gpu-bench: no corpus at %s" % args.corpus, file=sys.stderr)
        return 2

    if args.device == "gpu":
        device, driver = probe_gpu(args)
        try:
            smi = subprocess.run(["nvidia-smi", "--query-gpu=driver_version",
                                  "--format=csv,noheader"],
                                 capture_output=True, text=True, timeout=30)
            if smi.returncode == 0 and smi.stdout.strip():
                driver = "%s (CUDA %s)" % (smi.stdout.split()[0], driver)
        except (OSError, subprocess.SubprocessError):
            pass
    else:
        device, driver = "gpu-sim (the simulator)", "none"
    base = Baselines(args.device == "gpu", args.bench, args.warmup)
    if base.why_torch and args.device == "gpu":
        print("gpu-bench: %s; the PyTorch and Triton columns are '-'" %
              base.why_torch)

    work = args.keep or tempfile.mkdtemp(prefix="gpu-bench-")
    os.makedirs(work, exist_ok=True)
    rows = []
    try:
        for recipe in recipes:
            for sizes in (recipe["small"] if args.small else recipe["sizes"]):
                row = run_recipe(args, recipe, sizes, work, base)
                rows.append(row)
                if "error" in row:
                    print("%-20s %-24s %s" % (row["name"], row["size"],
                                              row["error"]))
                    continue
                print("%-20s %-24s %10.4f ms %10s %-7s torch %8s triton %8s "
                      "%s" % (row["name"], row["size"], row["ms"],
                              fmt(row["rate"]), row["unit"],
                              fmt(row.get("torch")), fmt(row.get("triton")),
                              row["check"]), flush=True)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    _, failed, mismatched = write_report(args.output, args, rows, device,
                                         driver, base)
    print("gpu-bench: %d results, %d failed to run, %d mismatched; report "
          "written to %s" % (len(rows), failed, mismatched, args.output))
    return 1 if failed or mismatched else 0


if __name__ == "__main__":
    sys.exit(main())
