#!/usr/bin/env python3
"""Independent references for the tile-run tests (standard library only).

  check.py add A B C               C == A + B, rounded to C's dtype
  check.py softmax IN OUT          row softmax, relative error <= 1e-5
  check.py matmul A B C            C == A @ B (exact-sum inputs), rounded to C
  check.py matmul-bf16 A B C       the same with A, B bf16 bits (stored as i2)
  check.py matmul-acc A B C0 C     C == A @ B + C0 (integers, wrapping i32)
  check.py mxfp8 A AS B BS C       C == (A * 2^AS) @ (B * 2^BS) for f8E4M3FN A, B
                                   and f8E8M0FNU scales (raw bytes), one
                                   scale per 32 elements along K
  check.py cumsum IN OUT           inclusive prefix sum along the last axis
  check.py transpose IN OUT        OUT == IN.T
  check.py rowsum IN OUT           OUT[i] == sum of row i, rel. error <= 1e-6
  check.py layernorm X W B Y MEAN RSTD EPS
                                   row layer norm, relative error <= 1e-5
  check.py atomic-add X0 Y X Z     X == X0 + Y and Z == X0 (the old values)
  check.py copy IN OUT             OUT == IN
  check.py gather T IDX OUT        OUT[i,:] == T[IDX[i],:], zeros outside T
  check.py histogram DATA OUT      OUT[b] == number of b in DATA
  check.py collatz OUT             OUT[i] == Collatz steps of i + 1
Prints "OK" or the first mismatch and exits non-zero.
"""
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


def check_softmax(x, y):
    rows, cols = x[1]
    for i in range(rows):
        row = x[2][i * cols:(i + 1) * cols]
        m = max(row)
        e = [math.exp(v - m) for v in row]
        s = sum(e)
        for j in range(cols):
            close(y[2][i * cols + j], e[j] / s, 1e-5, "out[%d,%d]" % (i, j))


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


def check_matmul_bf16(a, b, c):
    def dec(arr):
        return arr[0], arr[1], [npy.from_bf16(v) for v in arr[2]]
    compare_exact(matmul(dec(a), dec(b)), c)


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
        if abs(y[2][i] - sum(row)) > 1e-6 * sum(abs(v) for v in row):
            fail("out[%d] = %r, expected %r" % (i, y[2][i], sum(row)))


def check_layernorm(x, w, b, y, mean, rstd, eps):
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
            if abs(got - want) > 1e-5 * (abs(want) + 1):
                fail("y[%d,%d] = %r, expected %r" % (i, j, got, want))


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


CHECKS = {
    "add": check_add, "softmax": check_softmax, "matmul": check_matmul,
    "matmul-bf16": check_matmul_bf16, "matmul-acc": check_matmul_acc,
    "mxfp8": check_mxfp8,
    "cumsum": check_cumsum, "transpose": check_transpose,
    "rowsum": check_rowsum, "layernorm": check_layernorm,
    "atomic-add": check_atomic_add, "copy": check_copy,
    "gather": check_gather, "histogram": check_histogram,
    "collatz": check_collatz,
}


def main():
    mode, args = sys.argv[1], sys.argv[2:]
    if mode not in CHECKS:
        fail("unknown mode " + mode)
    # Trailing non-file arguments (eps) are passed through as strings.
    values = [npy.read(a) if a.endswith(".npy") else a for a in args]
    CHECKS[mode](*values)
    print("OK")


if __name__ == "__main__":
    main()
