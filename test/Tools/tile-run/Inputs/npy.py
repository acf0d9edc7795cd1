#!/usr/bin/env python3
"""Tiny pure-Python .npy reader/writer for tile-run tests (no numpy).

Usage as a script:
  npy.py write FILE DTYPE SHAPE EXPR   e.g. npy.py write a.npy f4 64 'i*0.5'
  npy.py print FILE [COUNT]            prints the first COUNT values
Values of `write` come from evaluating EXPR with `i` the flat index;
`bf16(x)` gives the bits of x in bfloat16 (truncated) as a signed int16, for
arrays of bf16 stored as i2.
"""
import math
import struct
import sys

FORMATS = {"<f2": "e", "<f4": "f", "<f8": "d", "|i1": "b", "<i2": "h",
           "<i4": "i", "<i8": "q", "|u1": "B", "|b1": "?"}


def bf16(x):
    bits = struct.unpack("<I", struct.pack("<f", x))[0] >> 16
    return bits - 0x10000 if bits >= 0x8000 else bits


def from_bf16(bits):
    return struct.unpack("<f", struct.pack("<I", (bits & 0xFFFF) << 16))[0]


def write(path, descr, shape, values):
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else ""))
    total = 10 + len(header) + 1
    header += " " * ((64 - total % 64) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)))
        f.write(header.encode("latin1"))
        f.write(struct.pack("<%d%s" % (len(values), FORMATS[descr]), *values))


def read(path):
    with open(path, "rb") as f:
        data = f.read()
    assert data[:6] == b"\x93NUMPY", path
    n = struct.unpack("<H", data[8:10])[0]
    header = data[10:10 + n].decode("latin1")
    d = eval(header)
    shape = tuple(d["shape"])
    count = 1
    for s in shape:
        count *= s
    fmt = FORMATS[d["descr"]]
    values = struct.unpack_from("<%d%s" % (count, fmt), data, 10 + n)
    return d["descr"], shape, list(values)


def main():
    if sys.argv[1] == "write":
        path, dtype, shape = sys.argv[2], sys.argv[3], sys.argv[4]
        descr = dtype if dtype[0] in "<|" else ("|" if dtype in ("i1", "u1", "b1") else "<") + dtype
        dims = [int(s) for s in shape.split("x")]
        count = 1
        for s in dims:
            count *= s
        values = [eval(sys.argv[5], {"math": math, "bf16": bf16}, {"i": i}) for i in range(count)]
        write(path, descr, dims, values)
    elif sys.argv[1] == "print":
        _, _, values = read(sys.argv[2])
        count = int(sys.argv[3]) if len(sys.argv) > 3 else len(values)
        print(" ".join("%g" % v for v in values[:count]))


if __name__ == "__main__":
    main()
