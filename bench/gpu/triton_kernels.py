"""Triton versions of the benchmark's operations (bench/gpu/run.py).

Written for this benchmark, in the usual Triton style: a blocked GEMM with a
grouped tile order and a few autotuned configurations, row-wise softmax,
layer norm and RMS norm with a row (or a few rows) per program, and an
attention forward pass with online softmax over key blocks. They are the
"what a Triton user would write" column, not tuned kernels; importing this
module fails where triton is absent, and run.py then prints '-'.
"""

import torch
import triton
import triton.language as tl


def version():
    return triton.__version__


def _gemm_configs():
    return [triton.Config({"BM": bm, "BN": bn, "BK": bk, "GROUP": 8},
                          num_stages=s, num_warps=w)
            for bm, bn, bk, s, w in [(128, 256, 64, 3, 8), (128, 128, 64, 4, 8),
                                     (128, 128, 32, 4, 4), (64, 128, 64, 4, 4)]]


@triton.autotune(configs=_gemm_configs(), key=["M", "N", "K"])
@triton.jit
def _matmul(a, b, c, M, N, K, sam, sak, sbk, sbn, scm, scn,
            BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
            GROUP: tl.constexpr):
    # Tiles in groups of GROUP rows, so consecutive programs share A rows
    # and B columns in L2.
    pid = tl.program_id(0)
    tiles_m = tl.cdiv(M, BM)
    tiles_n = tl.cdiv(N, BN)
    per_group = GROUP * tiles_n
    first = pid // per_group * GROUP
    rows = tl.minimum(tiles_m - first, GROUP)
    pm = first + pid % per_group % rows
    pn = pid % per_group // rows
    om = pm * BM + tl.arange(0, BM)
    on = pn * BN + tl.arange(0, BN)
    ok = tl.arange(0, BK)
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k0 in range(0, K, BK):
        kk = k0 + ok
        at = tl.load(a + om[:, None] * sam + kk[None, :] * sak,
                     mask=(om[:, None] < M) & (kk[None, :] < K), other=0.0)
        bt = tl.load(b + kk[:, None] * sbk + on[None, :] * sbn,
                     mask=(kk[:, None] < K) & (on[None, :] < N), other=0.0)
        acc = tl.dot(at, bt, acc)
    tl.store(c + om[:, None] * scm + on[None, :] * scn,
             acc.to(c.dtype.element_ty),
             mask=(om[:, None] < M) & (on[None, :] < N))


def matmul(a, b, out_dtype):
    M, K = a.shape
    N = b.shape[1]
    c = torch.empty((M, N), device=a.device, dtype=out_dtype)
    grid = lambda meta: (triton.cdiv(M, meta["BM"]) *  # noqa: E731
                         triton.cdiv(N, meta["BN"]),)
    _matmul[grid](a, b, c, M, N, K, a.stride(0), a.stride(1), b.stride(0),
                  b.stride(1), c.stride(0), c.stride(1))
    return c


@triton.jit
def _softmax(x, y, M, N, ROWS: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * ROWS + tl.arange(0, ROWS)
    rn = tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    offs = rm[:, None] * N + rn[None, :]
    v = tl.load(x + offs, mask=mask, other=float("-inf"))
    e = tl.exp(v - tl.max(v, 1)[:, None])
    tl.store(y + offs, e / tl.sum(e, 1)[:, None], mask=mask)


def softmax(x):
    M, N = x.shape
    y = torch.empty_like(x)
    rows = 16
    _softmax[(triton.cdiv(M, rows),)](x, y, M, N, ROWS=rows,
                                      BN=triton.next_power_of_2(N),
                                      num_warps=4)
    return y


@triton.jit
def _layer_norm(x, w, b, y, N, eps, BN: tl.constexpr):
    row = tl.program_id(0)
    rn = tl.arange(0, BN)
    mask = rn < N
    v = tl.load(x + row * N + rn, mask=mask, other=0.0).to(tl.float32)
    mean = tl.sum(v, 0) / N
    d = tl.where(mask, v - mean, 0.0)
    rstd = 1 / tl.sqrt(tl.sum(d * d, 0) / N + eps)
    wv = tl.load(w + rn, mask=mask).to(tl.float32)
    bv = tl.load(b + rn, mask=mask).to(tl.float32)
    tl.store(y + row * N + rn, (d * rstd * wv + bv).to(y.dtype.element_ty),
             mask=mask)


def layer_norm(x, w, b, eps):
    M, N = x.shape
    y = torch.empty_like(x)
    _layer_norm[(M,)](x, w, b, y, N, eps, BN=triton.next_power_of_2(N),
                      num_warps=8)
    return y


@triton.jit
def _rms_norm(x, w, y, N, eps, BN: tl.constexpr):
    row = tl.program_id(0)
    rn = tl.arange(0, BN)
    mask = rn < N
    v = tl.load(x + row * N + rn, mask=mask, other=0.0).to(tl.float32)
    rstd = 1 / tl.sqrt(tl.sum(v * v, 0) / N + eps)
    wv = tl.load(w + rn, mask=mask).to(tl.float32)
    tl.store(y + row * N + rn, (v * rstd * wv).to(y.dtype.element_ty),
             mask=mask)


def rms_norm(x, w, eps):
    M, N = x.shape
    y = torch.empty_like(x)
    _rms_norm[(M,)](x, w, y, N, eps, BN=triton.next_power_of_2(N),
                    num_warps=4)
    return y


@triton.jit
def _attention(q, k, v, o, scale, S, D: tl.constexpr, BM: tl.constexpr,
               BN: tl.constexpr, CAUSAL: tl.constexpr):
    base = tl.program_id(1).to(tl.int64) * S * D
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.arange(0, BN)
    rd = tl.arange(0, D)
    qt = tl.load(q + base + rm[:, None] * D + rd[None, :],
                 mask=rm[:, None] < S, other=0.0)
    # Online softmax in base 2: exp(x) = exp2(x * log2(e)).
    qk_scale = scale * 1.4426950408889634
    m_i = tl.full((BM,), float("-inf"), dtype=tl.float32)
    l_i = tl.zeros((BM,), dtype=tl.float32)
    acc = tl.zeros((BM, D), dtype=tl.float32)
    if CAUSAL:
        hi = tl.minimum((tl.program_id(0) + 1) * BM, S)
    else:
        hi = S
    for n0 in range(0, hi, BN):
        cols = n0 + rn
        kt = tl.load(k + base + cols[None, :] * D + rd[:, None],
                     mask=cols[None, :] < S, other=0.0)
        s = tl.dot(qt, kt) * qk_scale
        valid = cols[None, :] < S
        if CAUSAL:
            valid = valid & (cols[None, :] <= rm[:, None])
        s = tl.where(valid, s, float("-inf"))
        m_new = tl.maximum(m_i, tl.max(s, 1))
        p = tl.exp2(s - m_new[:, None])
        alpha = tl.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        vt = tl.load(v + base + cols[:, None] * D + rd[None, :],
                     mask=cols[:, None] < S, other=0.0)
        acc = acc * alpha[:, None] + tl.dot(p.to(vt.dtype), vt)
        m_i = m_new
    tl.store(o + base + rm[:, None] * D + rd[None, :],
             (acc / l_i[:, None]).to(o.dtype.element_ty),
             mask=rm[:, None] < S)


def attention(q, k, v, scale, causal):
    B, H, S, D = q.shape
    o = torch.empty_like(q)
    bm, bn = 128, 64
    _attention[(triton.cdiv(S, bm), B * H)](q, k, v, o, scale, S, D=D, BM=bm,
                                            BN=bn, CAUSAL=causal,
                                            num_warps=8, num_stages=3)
    return o
