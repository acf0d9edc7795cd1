#!/usr/bin/env python3
"""Independent references for the tile-run tests (standard library only).

  check.py add A B C               C == A + B, rounded to C's dtype
  check.py softmax IN OUT [REL]    row softmax, relative error <= REL (1e-5)
  check.py matmul A B C            C == A @ B (exact-sum inputs), rounded to C
  check.py matmul-bf16 A B C       the same with A, B (and C if i2) bf16 bits
                                   (stored as i2), C rounded to nearest even
  check.py matmul-f8 FMT A B C0 C  C == A @ B + C0 for f8 A, B of FMT (e4m3 or
                                   e5m2, raw bytes); C f32, or e4m3 bytes
                                   rounded to nearest even when C0 is "none"
  check.py bmm A B C               C[b] == A[b] @ B[b] (exact-sum inputs)
  check.py matmul-acc A B C0 C     C == A @ B + C0 (integers, wrapping i32)
  check.py mxfp8 A AS B BS C       C == (A * 2^AS) @ (B * 2^BS) for f8E4M3FN A, B
                                   and f8E8M0FNU scales (raw bytes), one
                                   scale per 32 elements along K
  check.py cumsum IN OUT           inclusive prefix sum along the last axis
  check.py transpose IN OUT        OUT == IN.T
  check.py rowsum IN OUT           OUT[i] == sum of row i, rel. error <= 1e-6
  check.py layernorm X W B Y MEAN RSTD EPS [YREL]
                                   row layer norm, relative error <= 1e-5
                                   (YREL for Y, which may be f16)
  check.py layernorm-bwd X W MEAN RSTD DY DX DW DB
                                   layer norm input gradient DX and the
                                   per-group (row % len(DW)) partial sums DW
                                   of DY * xhat and DB of DY
  check.py colsum P OUT            OUT[j] == sum of column j of P (exact)
  check.py rmsnorm N EPS X W Y [RSTD]
                                   row RMS norm over N columns (X may have
                                   fewer, the rest are zeros); f16 or bf16
                                   (stored as i2) Y within an ulp
  check.py silu-mul A B C          C == silu(A) * B within an f16 ulp
  check.py fft X Y                 Y == DFT of each row of X along the last
                                   axis, complex values stored as (re, im)
                                   f32 pairs; error <= 1e-6 * sum |x|
  check.py attention SCALE POS CAUSAL Q K V O
                                   O == softmax(SCALE * Q @ K^T) @ V per batch
                                   and head ([B, H, S, D] arrays), keys j >
                                   i + POS masked off when CAUSAL is 1; within
                                   2^-10 of |O| + max |V| (f16 probabilities)
  check.py atomic-add X0 Y X Z     X == X0 + Y and Z == X0 (the old values)
  check.py copy IN OUT             OUT == IN
  check.py gather T IDX OUT        OUT[i,:] == T[IDX[i],:], zeros outside T
  check.py histogram DATA OUT      OUT[b] == number of b in DATA
  check.py collatz OUT             OUT[i] == Collatz steps of i + 1
  check.py rowreduce OP IN OUT     OUT[i] == OP over row i, OP in max, min, prod
                                   (exact inputs: bit-exact) or argmax (first
                                   index of the maximum)
  check.py scan OP AXIS REV IN OUT inclusive scan (OP add or mul) of a 2-D
                                   array along AXIS (0 or 1), reversed if REV
                                   is 1; each step rounded to OUT's dtype
  check.py gather-mask X IDX MASK Y
                                   Y[i] == X[IDX[i]] where MASK[i] and IDX[i]
                                   is inside X, else -1
  check.py atomic OP X0 Y X Z      X == OP(X0, Y) and Z == X0, OP in add, max,
                                   xchg, cas (compare with the old value)
  check.py offset-add X0 U X       X[i] == X0[i] + U[i] for even i < len(U)
Prints "OK" or the first mismatch and exits non-zero.
"""
import cmath
import math
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(__file__))
import npy  # noqa: E402


def rounder(descr):
    code = {"<f2": "e", "<f4": "f", "<f8": "d"}.get(descr)
    if code is None:
        return lambda x: x
    return lambda x: struct.unpack(code, struct.pack(code, x))[0]


def fail(msg):
    print("MISMATCH: " + msg)
    sys.exit(1)


def close(got, want, rel, what):
    if not abs(got - want) <= rel * abs(want) + 1e-30:
        fail("%s = %r, expected %r" % (what, got, want))


def check_add(a, b, c):
    r = rounder(c[0])
    for i, (x, y, z) in enumerate(zip(a[2], b[2], c[2])):
        if r(x + y) != z:
            fail("c[%d] = %r, expected %r" % (i, z, r(x + y)))


def check_softmax(x, y, rel="1e-5"):
    rows, cols = x[1]
    for i in range(rows):
        row = x[2][i * cols:(i + 1) * cols]
        m = max(row)
        e = [math.exp(v - m) for v in row]
        s = sum(e)
        for j in range(cols):
            close(y[2][i * cols + j], e[j] / s, float(rel), "out[%d,%d]" % (i, j))


def matmul(a, b, acc=None):
    """Exact product (Python ints/floats are exact for the test inputs)."""
    (m, k), (_, n) = a[1], b[1]
    av, bv = a[2], b[2]
    out = []
    for i in range(m):
        for j in range(n):
            s = sum(av[i * k + t] * bv[t * n + j] for t in range(k))
            out.append(s + (acc[i * n + j] if acc else 0))
    return out


def compare_exact(want, c, name="C"):
    r = rounder(c[0])
    n = c[1][-1]
    for i, (w, got) in enumerate(zip(want, c[2])):
        if c[0] == "<i4":
            w = (w + 2**31) % 2**32 - 2**31
        if r(w) != got:
            fail("%s[%d,%d] = %r, expected %r" % (name, i // n, i % n, got, r(w)))


def check_matmul(a, b, c):
    compare_exact(matmul(a, b), c)


def round_float(x, man_bits, min_exp):
    """x rounded to nearest even with man_bits stored mantissa bits and
    normal exponents from min_exp (no overflow handling)."""
    if x == 0:
        return 0.0
    exp = max(math.frexp(x)[1] - 1, min_exp)
    quantum = 2.0 ** (exp - man_bits)
    return round(x / quantum) * quantum


def check_matmul_bf16(a, b, c):
    def dec(arr):
        return arr[0], arr[1], [npy.from_bf16(v) for v in arr[2]]
    want = matmul(dec(a), dec(b))
    if c[0] == "<i2":
        want = [round_float(w, 7, -126) for w in want]
        c = dec(c)
    compare_exact(want, c)


def e5m2(byte):
    byte &= 0xFF
    sign = -1.0 if byte & 0x80 else 1.0
    exp, man = (byte >> 2) & 0x1F, byte & 3
    if exp == 0:
        return sign * man * 2.0 ** -16
    return sign * (1 + man / 4) * 2.0 ** (exp - 15)


def check_matmul_f8(fmt, a, b, c0, c):
    dec = {"e4m3": e4m3, "e5m2": e5m2}[fmt]
    av = (a[0], a[1], [dec(v) for v in a[2]])
    bv = (b[0], b[1], [dec(v) for v in b[2]])
    if c0 == "none":
        want = [round_float(w, 3, -6) for w in matmul(av, bv)]
        compare_exact(want, (c[0], c[1], [e4m3(v) for v in c[2]]))
    else:
        compare_exact(matmul(av, bv, c0[2]), c)


def check_bmm(a, b, c):
    (batch, m, k), n = a[1], b[1][2]
    for i in range(batch):
        ai = (a[0], (m, k), a[2][i * m * k:(i + 1) * m * k])
        bi = (b[0], (k, n), b[2][i * k * n:(i + 1) * k * n])
        ci = (c[0], (m, n), c[2][i * m * n:(i + 1) * m * n])
        compare_exact(matmul(ai, bi), ci, "C[%d]" % i)


def check_matmul_acc(a, b, c0, c):
    compare_exact(matmul(a, b, c0[2]), c)


def e4m3(byte):
    byte &= 0xFF
    sign = -1.0 if byte & 0x80 else 1.0
    exp, man = (byte >> 3) & 0xF, byte & 7
    if exp == 0:
        return sign * man * 2.0 ** -9
    return sign * (1 + man / 8) * 2.0 ** (exp - 7)


def check_mxfp8(a, a_scale, b, b_scale, c):
    (m, k), (_, n) = a[1], b[1]
    block = k // a_scale[1][1]
    sa = [2.0 ** ((v & 0xFF) - 127) for v in a_scale[2]]
    sb = [2.0 ** ((v & 0xFF) - 127) for v in b_scale[2]]
    av = [e4m3(v) * sa[(i // k) * (k // block) + (i % k) // block]
          for i, v in enumerate(a[2])]
    bv = [e4m3(v) * sb[(i // n // block) * n + i % n] for i, v in enumerate(b[2])]
    compare_exact(matmul((None, (m, k), av), (None, (k, n), bv)), c)


def check_cumsum(x, y):
    r = rounder(x[0])
    cols = x[1][-1]
    for base in range(0, len(x[2]), cols):
        acc = 0
        for j in range(cols):
            acc = r(acc + x[2][base + j])
            if y[2][base + j] != acc:
                fail("out[%d] = %r, expected %r" % (base + j, y[2][base + j], acc))


def check_transpose(x, y):
    rows, cols = x[1]
    if y[1] != (cols, rows):
        fail("shape %r, expected %r" % (y[1], (cols, rows)))
    for i in range(rows):
        for j in range(cols):
            if y[2][j * rows + i] != x[2][i * cols + j]:
                fail("out[%d,%d] = %r, expected %r" % (j, i, y[2][j * rows + i], x[2][i * cols + j]))


def check_rowsum(x, y):
    cols = x[1][-1]
    for i in range(len(y[2])):
        row = x[2][i * cols:(i + 1) * cols]
        # Summation order is free, so bound by the magnitude of the terms.
        if not abs(y[2][i] - sum(row)) <= 1e-6 * sum(abs(v) for v in row):
            fail("out[%d] = %r, expected %r" % (i, y[2][i], sum(row)))


def check_layernorm(x, w, b, y, mean, rstd, eps, yrel="1e-5"):
    rows, cols = x[1]
    for i in range(rows):
        row = x[2][i * cols:(i + 1) * cols]
        mu = sum(row) / cols
        var = sum((v - mu) ** 2 for v in row) / cols
        rs = 1 / math.sqrt(var + float(eps))
        close(mean[2][i], mu, 1e-5, "mean[%d]" % i)
        close(rstd[2][i], rs, 1e-5, "rstd[%d]" % i)
        for j in range(cols):
            want = (row[j] - mu) * rs * w[2][j] + b[2][j]
            got = y[2][i * cols + j]
            if not abs(got - want) <= float(yrel) * (abs(want) + 1):
                fail("y[%d,%d] = %r, expected %r" % (i, j, got, want))


def check_layernorm_bwd(x, w, mean, rstd, dy, dx, dw, db):
    rows, cols = x[1]
    groups = dw[1][0]
    want_dw = [0.0] * (groups * cols)
    want_db = [0.0] * (groups * cols)
    for i in range(rows):
        xhat = [(x[2][i * cols + j] - mean[2][i]) * rstd[2][i] for j in range(cols)]
        dyr = dy[2][i * cols:(i + 1) * cols]
        wdy = [w[2][j] * dyr[j] for j in range(cols)]
        c1 = sum(a * b for a, b in zip(xhat, wdy)) / cols
        c2 = sum(wdy) / cols
        for j in range(cols):
            want = (wdy[j] - (xhat[j] * c1 + c2)) * rstd[2][i]
            # Bounded by the magnitude of the terms (c1, c2 are sums).
            scale = (abs(wdy[j]) + abs(xhat[j] * c1) + abs(c2)) * rstd[2][i]
            if not abs(dx[2][i * cols + j] - want) <= 1e-5 * scale + 1e-30:
                fail("dx[%d,%d] = %r, expected %r" % (i, j, dx[2][i * cols + j], want))
            g = (i % groups) * cols + j
            want_dw[g] += dyr[j] * xhat[j]
            want_db[g] += dyr[j]
    check_copy((None, None, want_dw), dw)
    check_copy((None, None, want_db), db)


def check_colsum(p, out):
    rows, cols = p[1]
    for j in range(cols):
        want = sum(p[2][i * cols + j] for i in range(rows))
        if out[2][j] != want:
            fail("out[%d] = %r, expected %r" % (j, out[2][j], want))


def decode(arr):
    """Values of an array; i2 arrays hold bf16 bits here."""
    if arr[0] == "<i2":
        return [npy.from_bf16(v) for v in arr[2]]
    return arr[2]


def ulp_rel(descr):
    """Relative size of one unit in the last place of a result format."""
    return {"<f2": 2.0 ** -10, "<i2": 2.0 ** -7}.get(descr, 2.0 ** -23)


def check_rmsnorm(n, eps, x, w, y, rstd=None):
    rows, cols = x[1]
    xv, wv, yv = decode(x), decode(w), decode(y)
    rel = ulp_rel(y[0])
    for i in range(rows):
        row = xv[i * cols:(i + 1) * cols]
        rs = 1 / math.sqrt(sum(v * v for v in row) / int(n) + float(eps))
        if rstd is not None:
            close(rstd[2][i], rs, 1e-5, "rstd[%d]" % i)
        for j in range(cols):
            want = row[j] * rs * wv[j]
            if not abs(yv[i * cols + j] - want) <= rel * abs(want) + 1e-6:
                fail("y[%d,%d] = %r, expected %r" % (i, j, yv[i * cols + j], want))


def check_silu_mul(a, b, c):
    for i, (x, y, got) in enumerate(zip(a[2], b[2], c[2])):
        want = x / (1 + math.exp(-x)) * y
        if not abs(got - want) <= ulp_rel(c[0]) * abs(want) + 2.0 ** -24:
            fail("c[%d] = %r, expected %r" % (i, got, want))


def check_atomic_add(x0, y, x, z):
    r = rounder(x[0])
    for i in range(len(x0[2])):
        if x[2][i] != r(x0[2][i] + y[2][i]) or z[2][i] != x0[2][i]:
            fail("x[%d], z[%d] = %r, %r" % (i, i, x[2][i], z[2][i]))


def check_copy(x, y):
    for i, (a, b) in enumerate(zip(x[2], y[2])):
        if a != b:
            fail("out[%d] = %r, expected %r" % (i, b, a))


def check_gather(table, idx, out):
    rows, cols = table[1][0], table[1][-1]
    for i, r in enumerate(idx[2]):
        for j in range(cols):
            want = table[2][r * cols + j] if 0 <= r < rows else 0.0
            if out[2][i * cols + j] != want:
                fail("out[%d,%d] = %r, expected %r" % (i, j, out[2][i * cols + j], want))


def check_histogram(data, out):
    want = [0] * len(out[2])
    for v in data[2]:
        want[v] += 1
    for b, (w, got) in enumerate(zip(want, out[2])):
        if w != got:
            fail("bin %d = %d, expected %d" % (b, got, w))


def check_collatz(out):
    for i, got in enumerate(out[2]):
        n, steps = i + 1, 0
        while n != 1:
            n = n // 2 if n % 2 == 0 else 3 * n + 1
            steps += 1
        if got != steps:
            fail("out[%d] = %d, expected %d" % (i, got, steps))


def check_rowreduce(op, x, y):
    cols = x[1][-1]
    r = rounder(y[0])
    for i, got in enumerate(y[2]):
        row = x[2][i * cols:(i + 1) * cols]
        if op == "argmax":
            want = row.index(max(row))
        elif op == "prod":
            want = r(math.prod(row))
        else:
            want = {"max": max, "min": min}[op](row)
        if got != want:
            fail("out[%d] = %r, expected %r" % (i, got, want))


def check_scan(op, axis, reverse, x, y):
    rows, cols = x[1]
    r = rounder(y[0])
    combine = {"add": lambda a, b: a + b, "mul": lambda a, b: a * b}[op]
    wrap = (lambda v: (v + 2**31) % 2**32 - 2**31) if y[0] == "<i4" else r
    outer, inner = (cols, rows) if axis == "0" else (rows, cols)
    for o in range(outer):
        order = range(inner - 1, -1, -1) if reverse == "1" else range(inner)
        acc = None
        for k in order:
            at = k * cols + o if axis == "0" else o * cols + k
            acc = x[2][at] if acc is None else wrap(combine(acc, x[2][at]))
            if y[2][at] != acc:
                fail("out[%d] = %r, expected %r" % (at, y[2][at], acc))


def check_gather_mask(x, idx, mask, y):
    n = len(x[2])
    for i, (j, m) in enumerate(zip(idx[2], mask[2])):
        want = x[2][j] if m and 0 <= j < n else -1.0
        if y[2][i] != want:
            fail("y[%d] = %r, expected %r" % (i, y[2][i], want))


def check_atomic(op, x0, y, x, z):
    r = rounder(x[0])
    update = {"add": lambda a, b: r(a + b), "max": max,
              "xchg": lambda a, b: b, "cas": lambda a, b: b}[op]
    for i in range(len(x0[2])):
        want = update(x0[2][i], y[2][i])
        if x[2][i] != want or z[2][i] != x0[2][i]:
            fail("x[%d], z[%d] = %r, %r, expected %r, %r"
                 % (i, i, x[2][i], z[2][i], want, x0[2][i]))


def check_offset_add(x0, u, x):
    for i, (a, b) in enumerate(zip(x0[2], x[2])):
        want = a + u[2][i] if i % 2 == 0 and i < len(u[2]) else a
        if b != want:
            fail("x[%d] = %r, expected %r" % (i, b, want))


def fft(x):
    n = len(x)
    if n == 1:
        return x
    even, odd = fft(x[0::2]), fft(x[1::2])
    tw = [cmath.exp(-2j * math.pi * k / n) * odd[k] for k in range(n // 2)]
    return ([even[k] + tw[k] for k in range(n // 2)] +
            [even[k] - tw[k] for k in range(n // 2)])


def check_fft(x, y):
    n = len(x[2]) // x[1][0] // 2
    for b in range(x[1][0]):
        flat = x[2][2 * n * b:2 * n * (b + 1)]
        row = [complex(flat[2 * i], flat[2 * i + 1]) for i in range(n)]
        tol = 1e-6 * sum(abs(v) for v in row)
        for k, want in enumerate(fft(row)):
            at = 2 * (n * b + k)
            got = complex(y[2][at], y[2][at + 1])
            if not abs(got - want) <= tol:
                fail("y[%d,%d] = %r, expected %r" % (b, k, got, want))


def check_attention(scale, pos, causal, q, k, v, o):
    batch, heads, sq, d = q[1]
    sk = k[1][2]
    scale, pos, causal = float(scale), int(pos), causal == "1"
    worst = 0.0
    for bh in range(batch * heads):
        keys = [k[2][(bh * sk + j) * d:(bh * sk + j + 1) * d] for j in range(sk)]
        vals = [v[2][(bh * sk + j) * d:(bh * sk + j + 1) * d] for j in range(sk)]
        for i in range(sq):
            row = q[2][(bh * sq + i) * d:(bh * sq + i + 1) * d]
            live = [j for j in range(sk) if not causal or j <= i + pos]
            s = [scale * sum(map(float.__mul__, row, keys[j])) for j in live]
            m = max(s)
            p = [math.exp(x - m) for x in s]
            total = sum(p)
            vmax = max(abs(vals[j][c]) for j in live for c in range(d))
            for c in range(d):
                want = sum(pj * vals[j][c] for pj, j in zip(p, live)) / total
                got = o[2][(bh * sq + i) * d + c]
                err = abs(got - want) / (abs(want) + vmax)
                worst = max(worst, err)
                if not err <= 2.0 ** -10:
                    fail("out[%d,%d,%d] = %r, expected %r" % (bh, i, c, got, want))
    if os.environ.get("CHECK_VERBOSE"):
        print("worst relative error %g" % worst)


CHECKS = {
    "add": check_add, "softmax": check_softmax, "matmul": check_matmul,
    "matmul-bf16": check_matmul_bf16, "matmul-acc": check_matmul_acc,
    "mxfp8": check_mxfp8,
    "cumsum": check_cumsum, "transpose": check_transpose,
    "rowsum": check_rowsum, "layernorm": check_layernorm,
    "atomic-add": check_atomic_add, "copy": check_copy,
    "gather": check_gather, "histogram": check_histogram,
    "collatz": check_collatz, "rowreduce": check_rowreduce,
    "scan": check_scan, "gather-mask": check_gather_mask,
    "atomic": check_atomic, "offset-add": check_offset_add,
    "layernorm-bwd": check_layernorm_bwd, "colsum": check_colsum,
    "rmsnorm": check_rmsnorm, "silu-mul": check_silu_mul,
    "matmul-f8": check_matmul_f8, "bmm": check_bmm,
    "attention": check_attention, "fft": check_fft,
}


def main():
    mode, args = sys.argv[1], sys.argv[2:]
    if mode not in CHECKS:
        fail("unknown mode " + mode)
    # Non-file arguments (operation names, eps) are passed through as strings.
    values = [npy.read(a) if a.endswith(".npy") else a for a in args]
    CHECKS[mode](*values)
    print("OK")


if __name__ == "__main__":
    main()
