#!/usr/bin/env python3
"""Rewrites a tool's link line (from `ninja -t commands`, on stdin) to link
LLVM/MLIR's static archives instead of libLLVM/libMLIR, for make-kit.sh.

usage: static-link-line.py LLVM_LIB_DIR OUTPUT KIT_LIB_DIR < line > new-line
"""
import sys

lib, out, kitlib = sys.argv[1:4]
toks = sys.stdin.read().split()
res, i = [], 0
while i < len(toks):
    t = toks[i]
    if t == "-o":
        res += ["-o", out]
        i += 2
        continue
    if t.startswith(lib + "/libmlir_") and ".so" in t:
        # Only the c_runner_utils entry is called (memrefCopy); the kit's
        # copy of it no longer needs the other two.
        if "c_runner_utils" in t:
            res.append(kitlib + "/libmlir_c_runner_utils.so.22.1")
        i += 1
        continue
    if t.startswith(lib + "/libMLIR.so") or t.startswith("-Wl,-rpath," + lib):
        i += 1
        continue
    if t.startswith(lib + "/libLLVM.so"):
        # A group: the archives depend on each other in no fixed order.
        res += ["-Wl,--start-group", lib + "/libMLIR*.a", lib + "/libLLVM*.a",
                "-Wl,--end-group", "-Wl,--as-needed", "-lz", "-lzstd", "-lffi",
                "-ltinfo", "-lpthread", "-ldl", "-Wl,--gc-sections",
                "-Wl,-rpath,'$ORIGIN/../lib'", "-s"]
        i += 1
        continue
    res.append(t)
    i += 1
print(" ".join(res))
