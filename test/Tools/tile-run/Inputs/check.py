#!/usr/bin/env python3
"""Independent references for the tile-run tests (standard library only).

  check.py add A B C            C == A + B, rounded to C's dtype
  check.py softmax IN OUT       row softmax, relative error <= 1e-5
  check.py matmul A B C         C == A @ B (exact-sum inputs), rounded to C
  check.py cumsum IN OUT        inclusive prefix sum along the last axis
  check.py transpose IN OUT     OUT == IN.T
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


def main():
    mode, paths = sys.argv[1], sys.argv[2:]
    arrays = [npy.read(p) for p in paths]
    if mode == "add":
        (_, _, a), (_, _, b), (descr, _, c) = arrays
        r = rounder(descr)
        for i, (x, y, z) in enumerate(zip(a, b, c)):
            if r(x + y) != z:
                fail("c[%d] = %r, expected %r" % (i, z, r(x + y)))
    elif mode == "softmax":
        (_, shape, x), (_, _, y) = arrays
        rows, cols = shape
        for i in range(rows):
            row = x[i * cols:(i + 1) * cols]
            m = max(row)
            e = [math.exp(v - m) for v in row]
            s = sum(e)
            for j in range(cols):
                want = e[j] / s
                got = y[i * cols + j]
                if abs(got - want) > 1e-5 * abs(want) + 1e-30:
                    fail("out[%d,%d] = %r, expected %r" % (i, j, got, want))
    elif mode == "matmul":
        (_, (m, k), a), (_, (_, n), b), (descr, _, c) = arrays
        r = rounder(descr)
        for i in range(m):
            for j in range(n):
                want = r(sum(a[i * k + t] * b[t * n + j] for t in range(k)))
                if c[i * n + j] != want:
                    fail("C[%d,%d] = %r, expected %r" % (i, j, c[i * n + j], want))
    elif mode == "cumsum":
        (descr, shape, x), (_, _, y) = arrays
        r = rounder(descr)
        cols = shape[-1]
        for base in range(0, len(x), cols):
            acc = 0
            for j in range(cols):
                acc = r(acc + x[base + j])
                if y[base + j] != acc:
                    fail("out[%d] = %r, expected %r" % (base + j, y[base + j], acc))
    elif mode == "transpose":
        (_, (rows, cols), x), (_, oshape, y) = arrays
        for i in range(rows):
            for j in range(cols):
                if y[j * rows + i] != x[i * cols + j]:
                    fail("out[%d,%d] = %r, expected %r" % (j, i, y[j * rows + i], x[i * cols + j]))
    else:
        fail("unknown mode " + mode)
    print("OK")


if __name__ == "__main__":
    main()
