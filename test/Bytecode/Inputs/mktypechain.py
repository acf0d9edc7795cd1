#!/usr/bin/env python3
"""Writes a Tile IR bytecode file whose type table is a chain of N entries,
each referring to the next (`ptr`: pointer types, `func`: function types
taking the next as their one input); the kernel's signature takes the head
of the chain. Used to test the reader's type nesting limit:
`mktypechain.py KIND N OUT`."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mkbc import section, table, uv  # noqa: E402


def build(kind, n):
    # #0 i32, #1 () -> (), #2 .. #n+1 the chain (the last refers to i32).
    types = [b'\x03', b'\x10\x00\x00']
    for i in range(n):
        ref = uv(3 + i) if i + 1 < n else uv(0)
        if kind == 'ptr':
            types.append(b'\x0c' + ref)
        else:
            types.append(b'\x10\x01' + ref + b'\x00')
    types.append(b'\x10\x01' + uv(2) + b'\x00')  # (head of chain) -> ()
    body = b'\x5c\x00\x00'  # return
    func = (uv(1) + uv(0) + uv(len(types) - 1) + b'\x02' + uv(0) +
            uv(len(body)) + body)
    out = bytearray(b'\x7fTileIR\x00\x0d\x03\x00\x00')
    section(out, 2, func, 8)
    section(out, 5, table(types, 4), 4)
    section(out, 1, table([b'k'], 4), 4)
    out.append(0)
    return bytes(out)


if __name__ == '__main__':
    with open(sys.argv[3], 'wb') as f:
        f.write(build(sys.argv[1], int(sys.argv[2])))
