#!/usr/bin/env python3
"""Differential testing of tile-run's executors on random Tile IR kernels.

  scripts/difftest.py [--count N] [--seed S] [--families F,...]
                      [--devices D,...] [--device-arg DEV=FLAG]
                      [--ptxas SM,...] [--keep DIR] [--dry-run]

Each case is a kernel drawn at random from a family (below) with random
shapes, element types and ops, and inputs of small integers or quarters, so
that every sum and product a case computes is exact in its types and the
result does not depend on the order of a reduction or a product's K steps
(the specials and integers families draw bit patterns instead). Every device
then runs the same kernel on the same inputs: the interpreter (the
reference), the compiled CPU path and the GPU pipeline under gpu-sim for
sm_90 and sm_80 (--devices picks others: sim90s is sm_90 in a 48 KiB
launch, sim90t in cuTile Python's (tile-run --gpu-launch=tile), sim89, sim100
and sim120 those targets, gpu a real one, as
scripts/device/difftest.sh runs it). Outputs must agree to the bit (NaNs
aside), except in families that call transcendentals, where a few ulps are
allowed. A device that crashes, reports an error the interpreter does not,
or differs is a failure, and so is the CPU path giving a kernel up to the
interpreter (a note on stderr): the case's kernel, inputs and commands are
kept under --keep. gpu-sim runs the GPU pipeline's LLVM code on the host,
not its PTX, so each kernel is also compiled by tileiras to a cubin (through
ptxas) for the --ptxas targets, with the shared memory a CTA of each may opt
in to (and, from sm_90 on, for a tile launch too, tileiras's default), and a
kernel ptxas rejects is a failure too.

Families:
  elementwise  a random expression over two loaded 2-D tiles (float or
               integer ops, conversions, broadcasts of a row or column,
               transposes), stored through a partition view whose tiles
               may overhang the tensor
  reduce       a row or column reduction (add, max, min) of such an
               expression
  scan         a prefix sum along either dimension
  dot          a K loop of products (f16, bf16, f32, tf32, f64, i8, both
               f8 formats; f16 or f32 accumulators) with operands
               transposed, column-major or through dim_map, and an
               elementwise epilogue
  rows         exp, exp2, sqrt or tanh of a tile and a row reduction of it
               (compared within ulps)
  attention    a KV loop of two products with an online softmax between
               them (exp2; compared within a small absolute error)
  rowloop      a loop over a row's chunks summing them, then a second loop
               writing each chunk less the row's mean (layer norm's shape)
  specials     float ops (with rounding modes, flush to zero, NaN
               propagation), comparisons and conversions on zeros of both
               signs, subnormals, infinities, NaNs, extremes and random bit
               patterns; every output compared to the bit
  integers     integer ops on random bit patterns of i8 to i64: wrapping
               arithmetic, division and remainder (signed or not, every
               rounding, divisors kept away from 0 and -1), shifts, high
               products, comparisons, extensions and truncations
  control      a tile carried through a `for` or a `loop` with a break,
               each iteration loading a tile at a computed index, choosing
               between two expressions in an `if`, and sometimes storing
               from inside a branch
  pointers     gathers through tiles of pointers (random strides, wrapped
               indices, masks and `other` values) and masked scatters to
               distinct addresses
  shapes       a 3-D tile through permutes, reshapes, reductions broadcast
               back, halves extracted and concatenated in the other order
  atomics      every block adds (or takes the max, min, and, or, xor of)
               its tile into a shared output through atomic_rmw with a
               mask; the results do not depend on the blocks' order
  views        tiles read through strided views (traversal strides below,
               at or above the tile) and gather views (row or column
               indices, some out of bounds), and scattered back through a
               gather view to distinct rows

The exit status is 0 when every case passed, 1 otherwise, 2 on bad usage.
"""

import argparse
import os
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import time

FAMILIES = ["elementwise", "reduce", "scan", "dot", "rows", "attention",
            "rowloop", "specials", "integers", "control", "pointers",
            "shapes", "atomics", "views"]
DEVICES = {
    "interp": ["--device=interp"],
    "cpu": ["--device=cpu"],
    "sim90": ["--device=gpu-sim", "--gpu-name", "sm_90"],
    "sim80": ["--device=gpu-sim", "--gpu-name", "sm_80"],
    # The 48 KiB any launch provides: static shared memory, fewer stages.
    "sim90s": ["--device=gpu-sim", "--gpu-name", "sm_90",
               "--gpu-shared-memory=49152"],
    # cuTile Python's launch of tileiras's cubins: one thread and no dynamic
    # shared memory a block, the stages in static shared memory.
    "sim90t": ["--device=gpu-sim", "--gpu-name", "sm_90",
               "--gpu-launch=tile"],
    "sim89": ["--device=gpu-sim", "--gpu-name", "sm_89"],
    "sim100": ["--device=gpu-sim", "--gpu-name", "sm_100"],
    "sim120": ["--device=gpu-sim", "--gpu-name", "sm_120"],
    # A real GPU (scripts/device/difftest.sh): what the simulator cannot
    # show, such as the PTX-level rewrites and the hardware's own rules.
    "gpu": ["--device=gpu"],
}
FLOATS = ["f32", "f16", "bf16"]
INTS = ["i32", "i16", "i8"]


def elem_bytes(elem):
    if elem.startswith("f8"):
        return 1
    return max(1, int(elem.lstrip("bfi")) // 8)


def cdiv(a, b):
    return (a + b - 1) // b


# The shared memory a CTA may opt in to (tileir::sharedMemoryPerBlockOptin),
# which tile-run's launches give the compiler.
OPTIN_SHARED = {"sm_80": 163 * 1024, "sm_90": 227 * 1024,
                "sm_100": 227 * 1024, "sm_103": 227 * 1024,
                "sm_110": 227 * 1024}


# Element types as .npy stores them for tile-run: bf16 as its 16-bit
# patterns, f8 as bytes.
NPY = {"f64": ("<f8", "Q", 8), "f32": ("<f4", "I", 4), "f16": ("<f2", "H", 2),
       "bf16": ("<i2", "H", 2), "i64": ("<i8", "Q", 8), "i32": ("<i4", "I", 4),
       "i16": ("<i2", "H", 2), "i8": ("|i1", "B", 1),
       "f8E4M3FN": ("|u1", "B", 1), "f8E5M2": ("|u1", "B", 1)}

# The small integers -2..2 in the f8 formats, as bits.
F8_INTS = {"f8E4M3FN": {-2: 0xC0, -1: 0xB8, 0: 0x00, 1: 0x38, 2: 0x40},
           "f8E5M2": {-2: 0xC0, -1: 0xBC, 0: 0x00, 1: 0x3C, 2: 0x40}}


def write_npy(path, elem, shape, bits):
    """Writes raw element bit patterns `bits` as a .npy array of `elem`."""
    descr, code, _ = NPY[elem]
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%s), }" % (
        descr, ", ".join(str(d) for d in shape) + ("," if len(shape) == 1
                                                    else ""))
    header += " " * ((64 - (11 + len(header)) % 64) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)))
        f.write(header.encode("latin1"))
        f.write(struct.pack("<%d%s" % (len(bits), code), *bits))


def read_npy_bits(path, elem):
    with open(path, "rb") as f:
        data = f.read()
    n = struct.unpack("<H", data[8:10])[0]
    _, code, size = NPY[elem]
    body = data[10 + n:]
    return list(struct.unpack("<%d%s" % (len(body) // size, code), body))


def is_nan(bits, elem):
    if elem == "f32":
        return bits & 0x7F800000 == 0x7F800000 and bits & 0x7FFFFF
    if elem == "f16":
        return bits & 0x7C00 == 0x7C00 and bits & 0x3FF
    if elem == "bf16":
        return bits & 0x7F80 == 0x7F80 and bits & 0x7F
    if elem == "f64":
        return (bits >> 52) & 0x7FF == 0x7FF and bits & ((1 << 52) - 1)
    return False


def compare_bits(ref, other, elem):
    """None when the arrays agree bit for bit (any NaN matching any NaN),
    else a description of the first difference."""
    a, b = read_npy_bits(ref, elem), read_npy_bits(other, elem)
    if len(a) != len(b):
        return "%d elements against %d" % (len(b), len(a))
    bad = [i for i, (x, y) in enumerate(zip(a, b))
           if x != y and not (is_nan(x, elem) and is_nan(y, elem))]
    if not bad:
        return None
    width = NPY[elem][2] * 2
    return "%d of %d elements differ, first [%d]: 0x%0*x against 0x%0*x" % (
        len(bad), len(a), bad[0], width, b[bad[0]], width, a[bad[0]])


class Kernel:
    """Builds the text of one entry: SSA names, ops, and its parameters."""

    def __init__(self):
        self.lines = []
        self.params = []  # (name, type text)
        self.count = 0

    def fresh(self, hint="v"):
        self.count += 1
        return "%%%s%d" % (hint, self.count)

    def op(self, text, hint="v"):
        name = self.fresh(hint)
        self.lines.append("    %s = %s" % (name, text))
        return name

    def raw(self, text):
        self.lines.append("    " + text)

    def param(self, name, type_text):
        self.params.append((name, type_text))
        return "%" + name

    def text(self, entry="k"):
        params = ", ".join("%%%s: %s" % p for p in self.params)
        body = "\n".join(self.lines)
        return ("cuda_tile.module @difftest {\n  entry @%s(%s) {\n%s\n"
                "    return\n  }\n}\n" % (entry, params, body))


def tile(shape, elem):
    if not shape:
        return "tile<%s>" % elem
    return "tile<%sx%s>" % ("x".join(str(d) for d in shape), elem)


class View:
    """A 2-D (or 1-D) tensor view of a parameter and a partition of it."""

    def __init__(self, k, name, elem, shape, tile_shape, dynamic, padded,
                 aligned, col_major=False, dim_map=False):
        """col_major: a 2-D tensor stored column by column (strides [1, m]);
        dim_map: a partition view with dim_map=[1, 0], whose tiles are
        read transposed."""
        self.elem, self.shape, self.tile_shape = elem, shape, tile_shape
        aligned = aligned and not col_major
        ptr = k.param(name, "tile<ptr<%s>>" % elem)
        if aligned:
            # What cuTile Python asserts of its arrays, and what the GPU
            # pipelines need to copy 16-byte runs.
            ptr = k.op("assume div_by<16>, %s : tile<ptr<%s>>" % (ptr, elem),
                       "al")
        rank = len(shape)
        strides = [1] * rank
        for d in range(rank - 2, -1, -1):
            strides[d] = strides[d + 1] * shape[d + 1]
        self.pad = padded
        if col_major:
            strides = [1, shape[0]]
            if dynamic:
                dims = [k.param("%s_d%d" % (name, d), "tile<i32>")
                        for d in range(rank)]
                outer = k.param("%s_s1" % name, "tile<i32>")
                self.scalar_args = list(shape) + [shape[0]]
                self.tv = "tensor_view<?x?x%s, strides=[1,?]>" % elem
                tv = k.op("make_tensor_view %s, shape = [%s], strides = [1, "
                          "%s] : tile<i32> -> %s" % (ptr, ", ".join(dims),
                                                      outer, self.tv), "tv")
            else:
                self.scalar_args = []
                self.tv = "tensor_view<%dx%dx%s, strides=[1,%d]>" % (
                    shape[0], shape[1], elem, shape[0])
                tv = k.op("make_tensor_view %s, shape = [%d, %d], strides = "
                          "[1, %d] : %s" % (ptr, shape[0], shape[1], shape[0],
                                            self.tv), "tv")
        elif dynamic:
            dims = [k.param("%s_d%d" % (name, d), "tile<i32>")
                    for d in range(rank)]
            outer = [k.param("%s_s%d" % (name, d), "tile<i32>")
                     for d in range(rank - 1)]
            if aligned:
                unit = 16 // elem_bytes(elem)
                dims = [k.op("assume bounded<0, ?>, %s : tile<i32>" % d, "al")
                        for d in dims]
                dims[-1] = k.op("assume div_by<%d>, %s : tile<i32>" % (
                    unit, dims[-1]), "al")
                outer = [k.op("assume div_by<%d>, %s : tile<i32>" % (unit, o),
                              "al") for o in outer]
            self.scalar_args = list(shape) + strides[:-1]
            shape_txt = ", ".join(dims)
            stride_txt = ", ".join(outer + ["1"])
            self.tv = "tensor_view<%s, strides=[%s]>" % (
                "x".join(["?"] * rank + [elem]),
                ",".join(["?"] * (rank - 1) + ["1"]))
            tv = k.op("make_tensor_view %s, shape = [%s], strides = [%s] : "
                      "tile<i32> -> %s" % (ptr, shape_txt, stride_txt,
                                            self.tv), "tv")
        else:
            self.scalar_args = []
            self.tv = "tensor_view<%s, strides=[%s]>" % (
                "x".join([str(d) for d in shape] + [elem]),
                ",".join(str(s) for s in strides))
            tv = k.op("make_tensor_view %s, shape = [%s], strides = [%s] : "
                      "%s" % (ptr, ", ".join(str(d) for d in shape),
                              ", ".join(str(s) for s in strides), self.tv),
                      "tv")
        pad = ", padding_value = zero" if padded else ""
        # With dim_map=[1, 0] the tile's first dimension runs along the
        # tensor's second: the tile is read transposed.
        self.pv = "partition_view<tile=(%s)%s, %s%s>" % (
            "x".join(str(d) for d in tile_shape), pad, self.tv,
            ", dim_map=[1, 0]" if dim_map else "")
        self.part = k.op("make_partition_view %s : %s" % (tv, self.pv), "pv")

    def load(self, k, index, tok):
        t = k.fresh("t")
        k.raw("%s, %s = load_view_tko weak %s[%s] token = %s : %s, tile<i32> "
              "-> %s, token" % (t, k.fresh("tok"), self.part,
                                ", ".join(index), tok, self.pv,
                                tile(self.tile_shape, self.elem)))
        return t

    def store(self, k, value, index, tok):
        k.op("store_view_tko weak %s, %s[%s] token = %s : %s, %s, tile<i32> "
             "-> token" % (value, self.part, ", ".join(index), tok,
                           tile(self.tile_shape, self.elem), self.pv), "tok")


def input_expr(rng, elem, lo, hi):
    """A tileir-check gen formula: pseudo-random values in [lo, hi]."""
    a = rng.choice([7, 13, 29, 31, 37, 53, 61])
    b = rng.randrange(0, 97)
    p = hi - lo + 1
    e = "((i*%d+%d+floor(i/%d)*%d)%%%d)+(%d)" % (a, b, rng.choice([3, 5, 11]),
                                                 rng.randrange(1, 9), p, lo)
    if elem in FLOATS and rng.random() < 0.4:
        e = "(%s)*0.25" % e
    return e


class Case:
    def __init__(self, family, rng):
        self.family = family
        self.rng = rng
        self.k = Kernel()
        self.inputs = []  # (param name, elem, shape, expr)
        self.outputs = []  # (param index, elem, shape)
        self.scalars = {}  # param name -> value
        self.grid = [1, 1, 1]
        self.ulps = 0
        self.abs = 0.0
        self.summary = family
        # Aligned cases keep every row a whole number of 16-byte runs and
        # say so (assume div_by), as cuTile Python's kernels do: the GPU
        # pipelines (cp.async, TMA, wgmma) only take such loads.
        self.aligned = rng.random() < 0.6
        self.layouts = []
        getattr(self, "make_" + family)()

    # --- helpers -----------------------------------------------------------
    def view(self, name, elem, shape, tile_shape, padded=True, values=None,
             output=False, layouts=False):
        """A view of a new parameter; with `layouts`, perhaps column-major
        or through dim_map=[1, 0]."""
        rng = self.rng
        aligned = self.aligned and shape[-1] % (16 // elem_bytes(elem)) == 0
        col_major = layouts and len(shape) == 2 and rng.random() < 0.25
        dim_map = layouts and len(shape) == 2 and rng.random() < 0.25
        if col_major or dim_map:
            self.layouts.append("%s%s%s" % (name, " column-major" * col_major,
                                            " dim_map" * dim_map))
        v = View(self.k, name, elem, shape, tile_shape,
                 dynamic=rng.random() < 0.5, padded=padded, aligned=aligned,
                 col_major=col_major, dim_map=dim_map)
        for d, value in zip(self.k.params[-len(v.scalar_args):]
                            if v.scalar_args else [], v.scalar_args):
            self.scalars[d[0]] = value
        if output:
            self.outputs.append((name, elem, shape))
        elif elem in F8_INTS:
            count = 1
            for d in shape:
                count *= d
            self.inputs.append((name, elem, shape, [
                F8_INTS[elem][rng.randint(max(values[0], -2),
                                          min(values[1], 2))]
                for _ in range(count)]))
        else:
            lo, hi = values
            self.inputs.append((name, elem, shape,
                                input_expr(rng, elem, lo, hi)))
        return v

    def const(self, value, shape, elem):
        if elem in FLOATS or elem == "f64":
            text = "%s: %s" % (elem, float(value))
        else:
            text = "%s: %d" % (elem, value)
        return self.k.op("constant <%s> : %s" % (text, tile(shape, elem)),
                         "c")

    def index(self):
        # get_tile_block_id has three results.
        name = self.k.fresh("b")
        self.k.raw("%sx, %sy, %sz = get_tile_block_id : tile<i32>" %
                   (name, name, name))
        return name + "x", name + "y"

    def convert(self, value, shape, src, dst):
        if src == dst:
            return value
        k = self.k
        if src in FLOATS and dst in FLOATS:
            return k.op("ftof %s : %s -> %s" % (value, tile(shape, src),
                                               tile(shape, dst)))
        if src in INTS and dst in INTS:
            wider = int(dst[1:]) > int(src[1:])
            if wider:
                return k.op("exti %s signed : %s -> %s" % (
                    value, tile(shape, src), tile(shape, dst)))
            return k.op("trunci %s : %s -> %s" % (value, tile(shape, src),
                                                  tile(shape, dst)))
        if src in INTS:
            return k.op("itof %s signed : %s -> %s" % (
                value, tile(shape, src), tile(shape, dst)))
        return k.op("ftoi %s signed : %s -> %s" % (value, tile(shape, src),
                                                  tile(shape, dst)))

    def expression(self, leaves, shape, elem, depth):
        """A random expression over `leaves` (values of `shape` x `elem`)
        whose every intermediate stays a small exact value."""
        rng, k = self.rng, self.k
        ty = tile(shape, elem)
        if depth == 0 or rng.random() < 0.25:
            return rng.choice(leaves)
        a = self.expression(leaves, shape, elem, depth - 1)
        b = self.expression(leaves, shape, elem, depth - 1)
        if elem in FLOATS:
            # mulf only of depth-0 leaves keeps values small and exact (a
            # bf16 holds integers to 256 exactly).
            choices = ["addf", "subf", "maxf", "minf", "negf", "select",
                       "absf", "mulconst", "fma"]
            op = rng.choice(choices)
            if op in ("addf", "subf", "maxf", "minf"):
                return k.op("%s %s, %s : %s" % (op, a, b, ty))
            if op in ("negf", "absf"):
                return k.op("%s %s : %s" % (op, a, ty))
            if op == "mulconst":
                c = self.const(rng.choice([0.5, 2.0, -1.0, 0.25]), shape, elem)
                return k.op("mulf %s, %s : %s" % (a, c, ty))
            if op == "fma":
                c = self.const(rng.choice([0.5, 2.0, -1.0]), shape, elem)
                return k.op("fma %s, %s, %s : %s" % (a, c, b, ty))
            pred = rng.choice(["less_than", "greater_than", "equal",
                               "less_than_or_equal"])
            cond = k.op("cmpf %s ordered %s, %s : %s -> %s" % (
                pred, a, b, ty, tile(shape, "i1")))
            return k.op("select %s, %s, %s : %s, %s" % (
                cond, b, a, tile(shape, "i1"), ty))
        choices = ["addi", "subi", "andi", "ori", "xori", "maxi", "mini",
                   "select", "negi", "shli"]
        op = rng.choice(choices)
        if op in ("addi", "subi", "andi", "ori", "xori"):
            return k.op("%s %s, %s : %s" % (op, a, b, ty))
        if op in ("maxi", "mini"):
            return k.op("%s %s, %s signed : %s" % (op, a, b, ty))
        if op == "negi":
            return k.op("negi %s : %s" % (a, ty))
        if op == "shli":
            c = self.const(rng.choice([0, 1, 2]), shape, elem)
            return k.op("shli %s, %s : %s" % (a, c, ty))
        pred = rng.choice(["less_than", "greater_than", "equal", "not_equal"])
        cond = k.op("cmpi %s %s, %s, signed : %s -> %s" % (
            pred, a, b, ty, tile(shape, "i1")))
        return k.op("select %s, %s, %s : %s, %s" % (
            cond, b, a, tile(shape, "i1"), ty))

    def region(self, op, elem):
        """The body of a reduce or scan: `op` (with its modifiers) of the
        two scalars."""
        k = self.k
        p, q, r = k.fresh("lhs"), k.fresh("rhs"), k.fresh("comb")
        name, _, mods = op.partition(" ")
        k.raw("(%s: %s, %s: %s) {" % (p, tile([], elem), q, tile([], elem)))
        k.raw("  %s = %s %s, %s%s : %s" % (r, name, p, q,
                                          " " + mods if mods else "",
                                          tile([], elem)))
        k.raw("  yield %s : %s" % (r, tile([], elem)))
        k.raw("}")

    def splat(self, scalar, shape, elem="i32"):
        """The scalar `scalar` (a tile<elem>) broadcast to `shape`."""
        ones = [1] * len(shape)
        r = self.k.op("reshape %s : %s -> %s" % (scalar, tile([], elem),
                                                 tile(ones, elem)))
        return self.k.op("broadcast %s : %s -> %s" % (r, tile(ones, elem),
                                                      tile(shape, elem)))

    def pointer_tile(self, base, elem, offsets, shape):
        """Pointers base + offsets (i32 elements of `shape`) to `elem`."""
        pty = tile(shape, "ptr<%s>" % elem)
        b = self.splat(base, shape, "ptr<%s>" % elem)
        return self.k.op("offset %s, %s : %s, %s -> %s" % (
            b, offsets, pty, tile(shape, "i32"), pty))

    def pick_tile(self, max_elems=2048, min_dim=1, max_dim=128):
        rng = self.rng
        while True:
            tm = rng.choice([d for d in (1, 2, 4, 8, 16, 32, 64, 128)
                             if min_dim <= d <= max_dim])
            tn = rng.choice([d for d in (1, 2, 4, 8, 16, 32, 64, 128)
                             if min_dim <= d <= max_dim])
            if tm * tn <= max_elems:
                return tm, tn

    def pick_extent(self, t, max_blocks, inner=False):
        """An extent for tiles of t: whole tiles or a partial last one; an
        innermost extent of an aligned case is a multiple of 16."""
        rng = self.rng
        blocks = rng.randint(1, max_blocks)
        extent = blocks * t
        if rng.random() >= 0.5:
            extent = max(1, blocks * t - rng.randrange(0, t))
        if inner and self.aligned:
            extent = cdiv(extent, 16) * 16
        return extent

    # --- families ----------------------------------------------------------
    def make_elementwise(self):
        rng, k = self.rng, self.k
        elem = rng.choice(FLOATS + INTS[:2])
        out_elem = elem
        if rng.random() < 0.3:
            out_elem = rng.choice(FLOATS if elem in FLOATS else INTS[:2])
        tm, tn = self.pick_tile()
        m, n = self.pick_extent(tm, 3), self.pick_extent(tn, 3, inner=True)
        lo, hi = (-8, 8) if elem != "bf16" else (-4, 4)
        av = self.view("a", elem, [m, n], [tm, tn], values=(lo, hi),
                       layouts=True)
        bv = self.view("b", elem, [m, n], [tm, tn], values=(lo, hi),
                       layouts=True)
        cv = self.view("c", out_elem, [m, n], [tm, tn], padded=False,
                       output=True, layouts=True)
        tok = k.op("make_token : token", "tok")
        bx, by = self.index()
        a = av.load(k, [bx, by], tok)
        b = bv.load(k, [bx, by], tok)
        leaves = [a, b]
        shape = [tm, tn]
        # A row of a broadcast down the tile, or a column across it.
        if rng.random() < 0.4:
            if rng.random() < 0.5:
                row = k.op("extract %s[%s, %s] : %s -> %s" % (
                    a, self.const(0, [], "i32"), self.const(0, [], "i32"),
                    tile(shape, elem), tile([1, tn], elem))) if tm > 1 else a
                leaves.append(k.op("broadcast %s : %s -> %s" % (
                    row, tile([1, tn], elem), tile(shape, elem))))
            else:
                ci = k.op("iota : %s" % tile([tm], "i32"))
                col = self.convert(ci, [tm], "i32", elem)
                col2 = k.op("reshape %s : %s -> %s" % (
                    col, tile([tm], elem), tile([tm, 1], elem)))
                leaves.append(k.op("broadcast %s : %s -> %s" % (
                    col2, tile([tm, 1], elem), tile(shape, elem))))
        if rng.random() < 0.3 and tm > 1 and tn > 1:
            # Through a transpose and back.
            t = k.op("permute %s [1, 0] : %s -> %s" % (
                b, tile(shape, elem), tile([tn, tm], elem)))
            t2 = self.expression([t], [tn, tm], elem, 1)
            leaves.append(k.op("permute %s [1, 0] : %s -> %s" % (
                t2, tile([tn, tm], elem), tile(shape, elem))))
        r = self.expression(leaves, shape, elem, rng.randint(1, 4))
        r = self.convert(r, shape, elem, out_elem)
        cv.store(k, r, [bx, by], tok)
        self.grid = [cdiv(m, tm), cdiv(n, tn), 1]
        self.summary = "elementwise %s->%s %dx%d tiles %dx%d%s" % (
            elem, out_elem, m, n, tm, tn,
            "".join(", " + l for l in self.layouts))

    def make_reduce(self):
        rng, k = self.rng, self.k
        elem = rng.choice(["f32", "f16", "i32", "f32"])
        tm, tn = self.pick_tile(min_dim=2)
        m, n = self.pick_extent(tm, 3), self.pick_extent(tn, 2, inner=True)
        dim = rng.randint(0, 1)
        av = self.view("a", elem, [m, n], [tm, tn], values=(-3, 3))
        kept = [tm, tn][1 - dim]
        out = [m, n][1 - dim]
        ov = self.view("o", elem, [out], [kept], padded=False, output=True)
        tok = k.op("make_token : token", "tok")
        bx, by = self.index()
        x = av.load(k, [bx, by] if dim == 1 else [by, bx], tok)
        x = self.expression([x], [tm, tn], elem, rng.randint(0, 2))
        kind = rng.choice(["add", "max", "min"])
        if elem in FLOATS:
            opname = {"add": "addf", "max": "maxf", "min": "minf"}[kind]
            ident = {"add": "0.0", "max": "0xFF800000" if elem == "f32"
                     else "0xFC00", "min": "0x7F800000" if elem == "f32"
                     else "0x7C00"}[kind]
            mod = ""
        else:
            opname = {"add": "addi", "max": "maxi", "min": "mini"}[kind]
            ident = {"add": "0", "max": "-2147483648",
                     "min": "2147483647"}[kind]
            mod = "" if kind == "add" else " signed"
        r = k.fresh("r")
        k.raw("%s = reduce %s dim=%d identities=[%s : %s] : %s -> %s" % (
            r, x, dim, ident, elem, tile([tm, tn], elem), tile([kept], elem)))
        self.region(opname + mod, elem)
        ov.store(k, r, [bx], tok)
        # Each block reduces one tile; blocks along the reduced dimension
        # beyond the first are left out (they would race on the output).
        self.grid = [cdiv(out, kept), 1, 1]
        self.summary = "reduce %s %s dim %d %dx%d tiles %dx%d" % (
            kind, elem, dim, m, n, tm, tn)

    def make_scan(self):
        rng, k = self.rng, self.k
        elem = rng.choice(["f32", "i32"])
        tm, tn = self.pick_tile(min_dim=2, max_elems=1024)
        m, n = self.pick_extent(tm, 2), self.pick_extent(tn, 2, inner=True)
        dim = rng.randint(0, 1)
        reverse = rng.choice(["false", "true"])
        av = self.view("a", elem, [m, n], [tm, tn], values=(-3, 3))
        ov = self.view("o", elem, [m, n], [tm, tn], padded=False, output=True)
        tok = k.op("make_token : token", "tok")
        bx, by = self.index()
        x = av.load(k, [bx, by], tok)
        opname = "addf" if elem in FLOATS else "addi"
        ident = "0.0" if elem in FLOATS else "0"
        r = k.fresh("s")
        k.raw("%s = scan %s dim=%d reverse=%s identities=[%s : %s] : %s -> %s"
              % (r, x, dim, reverse, ident, elem, tile([tm, tn], elem),
                 tile([tm, tn], elem)))
        self.region(opname, elem)
        ov.store(k, r, [bx, by], tok)
        self.grid = [cdiv(m, tm), cdiv(n, tn), 1]
        self.summary = "scan %s dim %d reverse %s %dx%d tiles %dx%d" % (
            elem, dim, reverse, m, n, tm, tn)

    def make_dot(self):
        rng, k = self.rng, self.k
        elem = rng.choice(["f16", "bf16", "f16", "f32", "i8", "f8E4M3FN",
                           "f8E5M2", "tf32", "f64"])
        acc = {"i8": "i32", "f64": "f64"}.get(elem, "f32")
        if elem in ("f16", "f8E4M3FN", "f8E5M2") and rng.random() < 0.25:
            acc = "f16"
        # tf32 operands are f32 in memory, rounded (exactly, for these
        # values) by ftof.
        stored = "f32" if elem == "tf32" else elem
        tm = rng.choice([16, 32, 64, 128])
        tn = rng.choice([8, 16, 32, 64, 128])
        tk = rng.choice([8, 16, 32, 64])
        while tm * tn > 8192:
            tn //= 2
        m = self.pick_extent(tm, 2, inner=True)
        n = self.pick_extent(tn, 2, inner=True)
        kk = self.pick_extent(tk, 4, inner=True)
        trans_a = rng.random() < 0.25
        trans_b = rng.random() < 0.3
        lo, hi = (-2, 2)
        a_shape, a_tile = ([kk, m], [tk, tm]) if trans_a else ([m, kk],
                                                             [tm, tk])
        b_shape, b_tile = ([n, kk], [tn, tk]) if trans_b else ([kk, n],
                                                             [tk, tn])
        av = self.view("a", stored, a_shape, a_tile, values=(lo, hi),
                       layouts=True)
        bv = self.view("b", stored, b_shape, b_tile, values=(lo, hi),
                       layouts=True)
        out_elem = acc
        if acc == "f32" and rng.random() < 0.3:
            out_elem = "f16"
        cv = self.view("c", out_elem, [m, n], [tm, tn], padded=False,
                       output=True)
        tok = k.op("make_token : token", "tok")
        bx, by = self.index()
        zero = self.const(0, [tm, tn], acc)
        c0 = self.const(0, [], "i32")
        c1 = self.const(1, [], "i32")
        trips = self.const(cdiv(kk, tk), [], "i32")
        loop = k.fresh("for")
        k.raw("%s = for %%kk in (%s to %s, step %s) : tile<i32> "
              "iter_values(%%acc = %s) -> (%s) {" % (
                  loop, c0, trips, c1, zero, tile([tm, tn], acc)))
        a = av.load(k, ["%kk", bx] if trans_a else [bx, "%kk"], tok)
        b = bv.load(k, [by, "%kk"] if trans_b else ["%kk", by], tok)
        if elem == "tf32":
            a = k.op("ftof %s : %s -> %s" % (a, tile(a_tile, "f32"),
                                             tile(a_tile, "tf32")))
            b = k.op("ftof %s : %s -> %s" % (b, tile(b_tile, "f32"),
                                             tile(b_tile, "tf32")))
        if trans_a:
            a = k.op("permute %s [1, 0] : %s -> %s" % (
                a, tile(a_tile, elem), tile([tm, tk], elem)))
        if trans_b:
            b = k.op("permute %s [1, 0] : %s -> %s" % (
                b, tile(b_tile, elem), tile([tk, tn], elem)))
        if elem == "i8":
            p = k.op("mmai %s, %s, %%acc signed signed : %s, %s, %s" % (
                a, b, tile([tm, tk], elem), tile([tk, tn], elem),
                tile([tm, tn], acc)))
        else:
            p = k.op("mmaf %s, %s, %%acc : %s, %s, %s" % (
                a, b, tile([tm, tk], elem), tile([tk, tn], elem),
                tile([tm, tn], acc)))
        k.raw("continue %s : %s" % (p, tile([tm, tn], acc)))
        k.raw("}")
        r = loop
        if rng.random() < 0.5 and acc != "f64":
            r = self.expression([r], [tm, tn], acc, 2)
        r = self.convert(r, [tm, tn], acc, out_elem)
        cv.store(k, r, [bx, by], tok)
        self.grid = [cdiv(m, tm), cdiv(n, tn), 1]
        self.summary = "dot %s%s%s %dx%dx%d tiles %dx%dx%d -> %s%s%s%s" % (
            elem, " A^T" if trans_a else "", " B^T" if trans_b else "",
            m, n, kk, tm, tn, tk, out_elem,
            " (%s accumulator)" % acc if acc != out_elem else "",
            " aligned" if self.aligned else "",
            "".join(", " + l for l in self.layouts))

    def make_rows(self):
        rng, k = self.rng, self.k
        elem = "f32"
        tm, tn = self.pick_tile(min_dim=2, max_elems=1024)
        m, n = self.pick_extent(tm, 2), tn
        fn = rng.choice(["exp", "exp2", "sqrt", "tanh"])
        av = self.view("a", elem, [m, n], [tm, tn], values=(-6, 6))
        yv = self.view("y", elem, [m, n], [tm, tn], padded=False, output=True)
        sv = self.view("s", elem, [m], [tm], padded=False, output=True)
        tok = k.op("make_token : token", "tok")
        bx, by = self.index()
        c0 = self.const(0, [], "i32")
        x = av.load(k, [bx, c0], tok)
        ty = tile([tm, tn], elem)
        if fn == "sqrt":
            x = k.op("absf %s : %s" % (x, ty))
        y = k.op("%s %s : %s" % (fn, x, ty))
        yv.store(k, y, [bx, c0], tok)
        r = k.fresh("r")
        k.raw("%s = reduce %s dim=1 identities=[0xFF800000 : f32] : %s -> %s"
              % (r, y, ty, tile([tm], elem)))
        self.region("maxf", elem)
        sv.store(k, r, [bx], tok)
        self.grid = [cdiv(m, tm), 1, 1]
        self.ulps = 4
        self.summary = "rows %s %dx%d tiles %dx%d" % (fn, m, n, tm, tn)

    def make_attention(self):
        rng, k = self.rng, self.k
        self.aligned = True
        d = rng.choice([16, 32, 64, 128])
        tm = rng.choice([16, 32, 64, 128])
        tn = rng.choice([16, 32, 64, 128])
        while tm * max(tn, d) > 8192:
            tm //= 2
        sq = self.pick_extent(tm, 2)
        sk = self.pick_extent(tn, 4)
        out_elem = rng.choice(["f16", "f32"])
        qv = self.view("q", "f16", [sq, d], [tm, d], values=(-2, 2))
        kv = self.view("kt", "f16", [sk, d], [tn, d], values=(-2, 2))
        vv = self.view("v", "f16", [sk, d], [tn, d], values=(-2, 2))
        ov = self.view("o", out_elem, [sq, d], [tm, d], padded=False,
                       output=True)
        tok = k.op("make_token : token", "tok")
        bx, by = self.index()
        c0 = self.const(0, [], "i32")
        c1 = self.const(1, [], "i32")
        trips = self.const(cdiv(sk, tn), [], "i32")
        q = qv.load(k, [bx, c0], tok)
        f32 = lambda shape: tile(shape, "f32")
        acc0 = self.const(0, [tm, d], "f32")
        l0 = self.const(0, [tm, 1], "f32")
        m0 = k.op("constant <f32: 0xFF800000> : %s" % f32([tm, 1]), "c")
        s0 = self.const(0, [tm, tn], "f32")
        scale = self.const(rng.choice([0.125, 0.25, 0.5]), [tm, tn], "f32")
        loop = k.fresh("for")
        k.raw("%s:3 = for %%j in (%s to %s, step %s) : tile<i32> "
              "iter_values(%%acc = %s, %%m = %s, %%l = %s) -> (%s, %s, %s) {"
              % (loop, c0, trips, c1, acc0, m0, l0, f32([tm, d]),
                 f32([tm, 1]), f32([tm, 1])))
        kt = kv.load(k, ["%j", c0], tok)
        ktt = k.op("permute %s [1, 0] : %s -> %s" % (
            kt, tile([tn, d], "f16"), tile([d, tn], "f16")))
        sc = k.op("mmaf %s, %s, %s : %s, %s, %s" % (
            q, ktt, s0, tile([tm, d], "f16"), tile([d, tn], "f16"),
            f32([tm, tn])))
        sc = k.op("mulf %s, %s : %s" % (sc, scale, f32([tm, tn])))
        r = k.fresh("r")
        k.raw("%s = reduce %s dim=1 identities=[0xFF800000 : f32] : %s -> %s"
              % (r, sc, f32([tm, tn]), f32([tm])))
        self.region("maxf", "f32")
        r2 = k.op("reshape %s : %s -> %s" % (r, f32([tm]), f32([tm, 1])))
        mnew = k.op("maxf %%m, %s : %s" % (r2, f32([tm, 1])))
        mb = k.op("broadcast %s : %s -> %s" % (mnew, f32([tm, 1]),
                                               f32([tm, tn])))
        p = k.op("exp2 %s : %s" % (k.op("subf %s, %s : %s" % (
            sc, mb, f32([tm, tn]))), f32([tm, tn])))
        alpha = k.op("exp2 %s : %s" % (k.op("subf %%m, %s : %s" % (
            mnew, f32([tm, 1]))), f32([tm, 1])))
        ps = k.fresh("r")
        k.raw("%s = reduce %s dim=1 identities=[0.0 : f32] : %s -> %s"
              % (ps, p, f32([tm, tn]), f32([tm])))
        self.region("addf", "f32")
        ps2 = k.op("reshape %s : %s -> %s" % (ps, f32([tm]), f32([tm, 1])))
        lnew = k.op("fma %%l, %s, %s : %s" % (alpha, ps2, f32([tm, 1])))
        ab = k.op("broadcast %s : %s -> %s" % (alpha, f32([tm, 1]),
                                               f32([tm, d])))
        acc = k.op("mulf %%acc, %s : %s" % (ab, f32([tm, d])))
        v = vv.load(k, ["%j", c0], tok)
        ph = k.op("ftof %s : %s -> %s" % (p, f32([tm, tn]),
                                         tile([tm, tn], "f16")))
        acc = k.op("mmaf %s, %s, %s : %s, %s, %s" % (
            ph, v, acc, tile([tm, tn], "f16"), tile([tn, d], "f16"),
            f32([tm, d])))
        k.raw("continue %s, %s, %s : %s, %s, %s" % (
            acc, mnew, lnew, f32([tm, d]), f32([tm, 1]), f32([tm, 1])))
        k.raw("}")
        lb = k.op("broadcast %s#2 : %s -> %s" % (loop, f32([tm, 1]),
                                                 f32([tm, d])))
        out = k.op("divf %s#0, %s : %s" % (loop, lb, f32([tm, d])))
        out = self.convert(out, [tm, d], "f32", out_elem)
        ov.store(k, out, [bx, c0], tok)
        self.grid = [cdiv(sq, tm), 1, 1]
        self.ulps = 4
        self.abs = 0.004
        self.summary = "attention q %dx%d k %d tiles %dx%d -> %s" % (
            sq, d, sk, tm, tn, out_elem)

    def make_rowloop(self):
        rng, k = self.rng, self.k
        elem = rng.choice(["f32", "f16"])
        tm, tn = self.pick_tile(max_elems=2048, max_dim=64)
        tn = max(tn, 2)
        m, n = self.pick_extent(tm, 2), self.pick_extent(tn, 4, inner=True)
        xv = self.view("x", elem, [m, n], [tm, tn], values=(-4, 4))
        yv = self.view("y", "f32", [m, n], [tm, tn], padded=False,
                       output=True)
        mv = self.view("mean", "f32", [m], [tm], padded=False, output=True)
        tok = k.op("make_token : token", "tok")
        bx, by = self.index()
        c0 = self.const(0, [], "i32")
        c1 = self.const(1, [], "i32")
        trips = self.const(cdiv(n, tn), [], "i32")
        f32 = lambda shape: tile(shape, "f32")
        zero = self.const(0, [tm], "f32")
        loop = k.fresh("for")
        k.raw("%s = for %%j in (%s to %s, step %s) : tile<i32> "
              "iter_values(%%sum = %s) -> (%s) {" % (loop, c0, trips, c1,
                                                     zero, f32([tm])))
        x = xv.load(k, [bx, "%j"], tok)
        x = self.convert(x, [tm, tn], elem, "f32")
        r = k.fresh("r")
        k.raw("%s = reduce %s dim=1 identities=[0.0 : f32] : %s -> %s" % (
            r, x, f32([tm, tn]), f32([tm])))
        self.region("addf", "f32")
        s = k.op("addf %%sum, %s : %s" % (r, f32([tm])))
        k.raw("continue %s : %s" % (s, f32([tm])))
        k.raw("}")
        mean = k.op("divf %s, %s : %s" % (loop, self.const(n, [tm], "f32"),
                                          f32([tm])))
        mv.store(k, mean, [bx], tok)
        m2 = k.op("reshape %s : %s -> %s" % (mean, f32([tm]), f32([tm, 1])))
        mb = k.op("broadcast %s : %s -> %s" % (m2, f32([tm, 1]),
                                               f32([tm, tn])))
        k.raw("for %%j2 in (%s to %s, step %s) : tile<i32> {" % (c0, trips,
                                                                c1))
        x2 = xv.load(k, [bx, "%j2"], tok)
        x2 = self.convert(x2, [tm, tn], elem, "f32")
        y = k.op("subf %s, %s : %s" % (x2, mb, f32([tm, tn])))
        yv.store(k, y, [bx, "%j2"], tok)
        k.raw("continue")
        k.raw("}")
        self.grid = [cdiv(m, tm), 1, 1]
        self.summary = "rowloop %s %dx%d tiles %dx%d" % (elem, m, n, tm, tn)

    def special_bits(self, elem, count):
        """Bit patterns of `elem`: the values where implementations part
        ways, then random patterns (NaNs with payloads included) and random
        moderate values."""
        rng = self.rng
        width, exp_bits = {"f64": (64, 11), "f32": (32, 8), "f16": (16, 5),
                           "bf16": (16, 8)}[elem]
        man = width - 1 - exp_bits
        bias = (1 << (exp_bits - 1)) - 1
        sign = 1 << (width - 1)

        def value(e, m):
            return (e << man) | m

        inf = value((1 << exp_bits) - 1, 0)
        fixed = [0, sign, value(bias, 0), sign | value(bias, 0), inf,
                 sign | inf, inf | (1 << (man - 1)), 1, (1 << man) - 1,
                 value(1, 0), value((1 << exp_bits) - 2, (1 << man) - 1),
                 value(bias - 1, 0), value(bias, 1 << (man - 1)),
                 value(bias + 1, 1 << (man - 2)), value(bias, 1),
                 value(bias - 1, (1 << man) - 1), sign | 1,
                 value(bias + man, 0), value(bias + man, 1),
                 value(bias - man - 1, 0)]
        if elem == "f32":
            # Around f16's and bf16's range and rounding: 65504, 65520,
            # 2^-14, 2^-24, 2^-25 and a value halfway between bf16s.
            fixed += [0x477FE000, 0x477FF000, 0x38800000, 0x33800000,
                      0x33000000, 0x3F808000, 0x4F000000, 0xCF000000,
                      0x4F800000]
        bits = []
        for _ in range(count):
            r = rng.random()
            if r < 0.35:
                bits.append(rng.choice(fixed))
            elif r < 0.6:
                bits.append(rng.getrandbits(width))
            else:
                e = rng.randint(max(1, bias - 12), bias + 12)
                bits.append(rng.getrandbits(1) * sign |
                            value(e, rng.getrandbits(man)))
        return bits

    def make_specials(self):
        rng, k = self.rng, self.k
        elem = rng.choice(["f32", "f32", "f16", "bf16", "f64"])
        n, t = rng.choice([(256, 128), (128, 64), (64, 64), (100, 32)])
        self.inputs_bits = True
        names = ["a", "b", "c"]
        views = {}
        for name in names:
            v = View(k, name, elem, [n], [t], dynamic=False, padded=True,
                     aligned=False)
            self.inputs.append((name, elem, [n], self.special_bits(elem, n)))
            views[name] = v
        tok = k.op("make_token : token", "tok")
        bx, by = self.index()
        vals = {name: views[name].load(k, [bx], tok) for name in names}
        a, b, c = vals["a"], vals["b"], vals["c"]
        ty = tile([t], elem)
        roundings = ["", " rounding<nearest_even>", " rounding<zero>",
                     " rounding<negative_inf>", " rounding<positive_inf>"]
        described = []
        for i in range(rng.randint(2, 4)):
            op = rng.choice(["addf", "subf", "mulf", "divf", "fma", "maxf",
                             "minf", "negf", "absf", "sqrt", "cmpf", "ftof",
                             "ftoi", "itof"])
            out_elem = elem
            ftz = " flush_to_zero" if elem == "f32" and rng.random() < 0.3 \
                else ""
            if op in ("addf", "subf", "mulf", "divf"):
                mods = rng.choice(roundings) + ftz
                r = k.op("%s %s, %s%s : %s" % (op, a, b, mods, ty))
            elif op == "fma":
                # Directed fma is f32 and f64 only (the verifier says so).
                # No flush_to_zero: the interpreter flushes fma's result
                # only, PTX's fma.ftz its operands too, and which one the
                # spec means is open (docs/design/gpu-lowering.md).
                mods = (rng.choice(roundings) if elem in ("f32", "f64")
                        else "")
                r = k.op("fma %s, %s, %s%s : %s" % (a, b, c, mods, ty))
            elif op in ("maxf", "minf"):
                mods = (" propagate_nan" if rng.random() < 0.5 else "") + ftz
                r = k.op("%s %s, %s%s : %s" % (op, a, b, mods, ty))
            elif op in ("negf", "absf"):
                mods = ""
                r = k.op("%s %s : %s" % (op, a, ty))
            elif op == "sqrt":
                mods = rng.choice(roundings) + ftz
                r = k.op("sqrt %s%s : %s" % (a, mods, ty))
            elif op == "cmpf":
                pred = rng.choice(["equal", "not_equal", "less_than",
                                   "less_than_or_equal", "greater_than",
                                   "greater_than_or_equal"])
                mods = " %s %s" % (pred, rng.choice(["ordered",
                                                     "unordered"]))
                cond = k.op("cmpf%s %s, %s : %s -> %s" % (
                    mods, a, b, ty, tile([t], "i1")))
                r = k.op("select %s, %s, %s : %s, %s" % (
                    cond, a, c, tile([t], "i1"), ty))
            elif op == "ftof":
                out_elem = rng.choice([e for e in ("f32", "f16", "bf16",
                                                   "f64", "f8E4M3FN",
                                                   "f8E5M2") if e != elem])
                # ftof rounds to nearest only (the verifier says so).
                mods = " -> " + out_elem
                r = k.op("ftof %s : %s -> %s" % (a, ty, tile([t], out_elem)))
                if out_elem.startswith("f8"):
                    # Back to f32, exactly, for the .npy output.
                    r = k.op("ftof %s : %s -> %s" % (
                        r, tile([t], out_elem), tile([t], "f32")))
                    out_elem = "f32"
            elif op == "ftoi":
                out_elem = rng.choice(["i32", "i16", "i8", "i64"])
                sign = rng.choice(["signed", "unsigned"])
                mods = " %s -> %s" % (sign, out_elem)
                r = k.op("ftoi %s %s : %s -> %s" % (a, sign, ty,
                                                   tile([t], out_elem)))
            else:
                src = rng.choice(["i32", "i16", "i64"])
                sign = rng.choice(["signed", "unsigned"])
                mods = " %s from %s" % (sign, src)
                iv = View(k, "i%d" % i, src, [n], [t], dynamic=False,
                          padded=True, aligned=False)
                width = NPY[src][2] * 8
                self.inputs.append(("i%d" % i, src, [n], [
                    rng.getrandbits(width) if rng.random() < 0.6 else
                    rng.randint(0, 300) for _ in range(n)]))
                x = iv.load(k, [bx], tok)
                r = k.op("itof %s %s : %s -> %s" % (x, sign, tile([t], src),
                                                   ty))
            ov = View(k, "o%d" % i, out_elem, [n], [t], dynamic=False,
                      padded=False, aligned=False)
            self.outputs.append(("o%d" % i, out_elem, [n]))
            ov.store(k, r, [bx], tok)
            described.append(op + mods)
        self.grid = [cdiv(n, t), 1, 1]
        self.summary = "specials %s: %s" % (elem, ", ".join(described))

    def make_integers(self):
        rng, k = self.rng, self.k
        elem = rng.choice(["i32", "i32", "i16", "i8", "i64"])
        width = NPY[elem][2] * 8
        n, t = rng.choice([(256, 128), (128, 64), (64, 64), (100, 32)])
        views = {}
        for name in ("a", "b"):
            views[name] = View(k, name, elem, [n], [t], dynamic=False,
                               padded=True, aligned=False)
            pool = [0, 1, (1 << width) - 1, 1 << (width - 1),
                    (1 << (width - 1)) - 1, 2, (1 << width) - 2]
            self.inputs.append((name, elem, [n], [
                rng.choice(pool) if rng.random() < 0.3 else
                rng.getrandbits(width) if rng.random() < 0.6 else
                rng.randrange(0, 200) for _ in range(n)]))
        tok = k.op("make_token : token", "tok")
        bx, by = self.index()
        a = views["a"].load(k, [bx], tok)
        b = views["b"].load(k, [bx], tok)
        ty = tile([t], elem)
        cst = lambda v: self.const(v, [t], elem)
        described = []
        for i in range(rng.randint(2, 4)):
            op = rng.choice(["addi", "subi", "muli", "divi", "remi", "shli",
                             "shri", "mulhii", "maxi", "mini", "absi",
                             "negi", "cmpi", "exti", "trunci", "andi", "ori",
                             "xori"])
            sign = rng.choice(["signed", "unsigned"])
            out_elem = elem
            mods = ""
            if op in ("addi", "subi", "muli", "andi", "ori", "xori",
                      "mulhii"):
                r = k.op("%s %s, %s : %s" % (op, a, b, ty))
            elif op in ("divi", "remi"):
                # Divisors of 2 or more in magnitude, so neither a zero
                # divisor nor INT_MIN / -1 arises.
                d = k.op("ori %s, %s : %s" % (
                    k.op("andi %s, %s : %s" % (b, cst(0x3F), ty)), cst(2),
                    ty))
                if sign == "signed" and rng.random() < 0.5:
                    d = k.op("negi %s : %s" % (d, ty))
                if op == "divi":
                    # Unsigned division has no rounding toward -inf (the
                    # verifier says so).
                    rnd = rng.choice(["", " rounding<zero>",
                                      " rounding<positive_inf>"] +
                                     [" rounding<negative_inf>"] *
                                     (sign == "signed"))
                    mods = " %s%s" % (sign, rnd)
                    r = k.op("divi %s, %s %s%s : %s" % (a, d, sign, rnd, ty))
                else:
                    mods = " " + sign
                    r = k.op("remi %s, %s %s : %s" % (a, d, sign, ty))
            elif op in ("shli", "shri"):
                amount = k.op("andi %s, %s : %s" % (b, cst(width - 1), ty))
                if op == "shri":
                    mods = " " + sign
                    r = k.op("shri %s, %s %s : %s" % (a, amount, sign, ty))
                else:
                    r = k.op("shli %s, %s : %s" % (a, amount, ty))
            elif op in ("maxi", "mini"):
                mods = " " + sign
                r = k.op("%s %s, %s %s : %s" % (op, a, b, sign, ty))
            elif op in ("absi", "negi"):
                r = k.op("%s %s : %s" % (op, a, ty))
            elif op == "cmpi":
                pred = rng.choice(["equal", "not_equal", "less_than",
                                   "less_than_or_equal", "greater_than",
                                   "greater_than_or_equal"])
                mods = " %s %s" % (pred, sign)
                cond = k.op("cmpi %s %s, %s, %s : %s -> %s" % (
                    pred, a, b, sign, ty, tile([t], "i1")))
                r = k.op("select %s, %s, %s : %s, %s" % (
                    cond, a, b, tile([t], "i1"), ty))
            elif op == "exti":
                wider = [e for e in ("i16", "i32", "i64")
                         if NPY[e][2] * 8 > width]
                if not wider:
                    continue
                out_elem = rng.choice(wider)
                mods = " %s -> %s" % (sign, out_elem)
                r = k.op("exti %s %s : %s -> %s" % (a, sign, ty,
                                                   tile([t], out_elem)))
            else:
                narrower = [e for e in ("i8", "i16", "i32")
                            if NPY[e][2] * 8 < width]
                if not narrower:
                    continue
                out_elem = rng.choice(narrower)
                mods = " -> " + out_elem
                r = k.op("trunci %s : %s -> %s" % (a, ty,
                                                  tile([t], out_elem)))
            ov = View(k, "o%d" % i, out_elem, [n], [t], dynamic=False,
                      padded=False, aligned=False)
            self.outputs.append(("o%d" % i, out_elem, [n]))
            ov.store(k, r, [bx], tok)
            described.append(op + mods)
        if not self.outputs:
            ov = View(k, "o", elem, [n], [t], dynamic=False, padded=False,
                      aligned=False)
            self.outputs.append(("o", elem, [n]))
            ov.store(k, a, [bx], tok)
            described.append("copy")
        self.grid = [cdiv(n, t), 1, 1]
        self.summary = "integers %s: %s" % (elem, ", ".join(described))

    def make_control(self):
        rng, k = self.rng, self.k
        elem = rng.choice(["f32", "i32", "f16"])
        tm, tn = self.pick_tile(max_elems=1024)
        chunks = rng.randint(1, 4)
        m, n = self.pick_extent(tm, 2), tn * chunks
        trips = rng.randint(0, 6)
        av = self.view("a", elem, [m, n], [tm, tn], values=(-3, 3))
        ov = self.view("o", elem, [m, tn], [tm, tn], padded=False,
                       output=True)
        side = rng.random() < 0.5
        if side:
            sv = self.view("s", elem, [m, tn], [tm, tn], padded=False,
                           output=True)
        tok = k.op("make_token : token", "tok")
        bx, by = self.index()
        i32 = lambda v: self.const(v, [], "i32")
        c0, c1 = i32(0), i32(1)
        ty = tile([tm, tn], elem)
        init = av.load(k, [bx, c0], tok)
        use_loop = rng.random() < 0.4
        res = k.fresh("res")
        if use_loop:
            k.raw("%s = loop iter_values(%%j = %s, %%acc = %s) : tile<i32>, "
                  "%s -> %s {" % (res, c0, init, ty, ty))
            stop = k.op("cmpi greater_than_or_equal %%j, %s, signed : "
                        "tile<i32> -> tile<i1>" % i32(trips))
            k.raw("if %s {" % stop)
            k.raw("  break %%acc : %s" % ty)
            k.raw("}")
        else:
            k.raw("%s = for %%j in (%s to %s, step %s) : tile<i32> "
                  "iter_values(%%acc = %s) -> (%s) {" % (
                      res, c0, i32(trips), c1, init, ty))
        col = k.op("remi %%j, %s signed : tile<i32>" % i32(chunks))
        x = av.load(k, [bx, col], tok)
        phase = k.op("remi %%j, %s signed : tile<i32>" % i32(
            rng.choice([2, 3])))
        cond = k.op("cmpi equal %s, %s, signed : tile<i32> -> tile<i1>" % (
            phase, c0))
        nxt = k.fresh("next")
        k.raw("%s = if %s -> (%s) {" % (nxt, cond, ty))
        y1 = self.expression(["%acc", x], [tm, tn], elem, 2)
        k.raw("yield %s : %s" % (y1, ty))
        k.raw("} else {")
        y2 = self.expression(["%acc", x], [tm, tn], elem, 2)
        k.raw("yield %s : %s" % (y2, ty))
        k.raw("}")
        if side:
            at = k.op("cmpi equal %%j, %s, signed : tile<i32> -> tile<i1>" %
                      i32(rng.randint(0, max(trips - 1, 0))))
            k.raw("if %s {" % at)
            sv.store(k, nxt, [bx, c0], tok)
            k.raw("}")
        if use_loop:
            j1 = k.op("addi %%j, %s : tile<i32>" % c1)
            k.raw("continue %s, %s : tile<i32>, %s" % (j1, nxt, ty))
        else:
            k.raw("continue %s : %s" % (nxt, ty))
        k.raw("}")
        ov.store(k, res, [bx, c0], tok)
        self.grid = [cdiv(m, tm), 1, 1]
        self.summary = "control %s %s %d trips %dx%d tiles %dx%d%s" % (
            "loop" if use_loop else "for", elem, trips, m, n, tm, tn,
            " side store" if side else "")

    def make_pointers(self):
        rng, k = self.rng, self.k
        elem = rng.choice(["f32", "i32", "f16", "i8", "f64"])
        tm, tn = self.pick_tile(max_elems=1024)
        blocks = rng.randint(1, 3)
        size = rng.randint(1, 3 * tm * tn)
        src = k.param("a", "tile<ptr<%s>>" % elem)
        dst = k.param("o", "tile<ptr<%s>>" % elem)
        lo, hi = (-3, 3) if elem != "i8" else (-100, 100)
        self.inputs.append(("a", elem, [size], input_expr(rng, elem, lo,
                                                          hi)))
        out_size = blocks * tm * tn
        self.outputs.append(("o", elem, [out_size]))
        tok = k.op("make_token : token", "tok")
        bx, by = self.index()
        shape = [tm, tn]
        i32t = tile(shape, "i32")

        def grid_index(dim):
            n = shape[dim]
            v = k.op("iota : %s" % tile([n], "i32"))
            v = k.op("reshape %s : %s -> %s" % (
                v, tile([n], "i32"),
                tile([n, 1] if dim == 0 else [1, n], "i32")))
            return k.op("broadcast %s : %s -> %s" % (
                v, tile([n, 1] if dim == 0 else [1, n], "i32"), i32t))

        rows, cols = grid_index(0), grid_index(1)
        cst = lambda v: self.const(v, shape, "i32")
        bxt = self.splat(bx, shape)
        s1, s2, s3 = (rng.choice([0, 1, 2, tn, 3]), rng.choice([0, 1, tm, 5]),
                      rng.choice([0, 1, tm * tn]))
        g = k.op("addi %s, %s : %s" % (
            k.op("muli %s, %s : %s" % (rows, cst(s1), i32t)),
            k.op("muli %s, %s : %s" % (cols, cst(s2), i32t)), i32t))
        g = k.op("addi %s, %s : %s" % (g, k.op("muli %s, %s : %s" % (
            bxt, cst(s3), i32t)), i32t))
        g = k.op("remi %s, %s signed : %s" % (g, cst(size), i32t))
        limit = rng.randint(0, size)
        mask = k.op("cmpi less_than %s, %s, signed : %s -> %s" % (
            g, cst(limit), i32t, tile(shape, "i1")))
        pty = tile(shape, "ptr<%s>" % elem)
        ptrs = self.pointer_tile(src, elem, g, shape)
        other = self.const(rng.choice([0, 1, -1]), shape, elem)
        v = k.fresh("g")
        k.raw("%s, %s = load_ptr_tko weak %s, %s, %s token=%s : %s, %s, %s "
              "-> %s, token" % (v, k.fresh("tok"), ptrs, mask, other, tok,
                                pty, tile(shape, "i1"), tile(shape, elem),
                                tile(shape, elem)))
        if elem not in ("i8", "f64"):
            v = self.expression([v], shape, elem, rng.randint(0, 2))
        lin = k.op("addi %s, %s : %s" % (
            k.op("muli %s, %s : %s" % (rows, cst(tn), i32t)), cols, i32t))
        lin = k.op("addi %s, %s : %s" % (lin, k.op("muli %s, %s : %s" % (
            bxt, cst(tm * tn), i32t)), i32t))
        smask = k.op("cmpi not_equal %s, %s, signed : %s -> %s" % (
            k.op("remi %s, %s signed : %s" % (lin, cst(rng.choice([2, 3, 7,
                                                                    1000])),
                                              i32t)),
            cst(1), i32t, tile(shape, "i1")))
        optrs = self.pointer_tile(dst, elem, lin, shape)
        k.op("store_ptr_tko weak %s, %s, %s token=%s : %s, %s, %s -> token"
             % (optrs, v, smask, tok, pty, tile(shape, elem),
                tile(shape, "i1")), "tok")
        self.grid = [blocks, 1, 1]
        self.summary = ("pointers %s %d elements tiles %dx%d strides %d,%d,%d"
                        " limit %d" % (elem, size, tm, tn, s1, s2, s3, limit))

    def make_shapes(self):
        rng, k = self.rng, self.k
        elem = rng.choice(["f32", "i32", "f32", "f16"])
        while True:
            base = [rng.choice([1, 2, 4, 8, 16, 32]) for _ in range(3)]
            if 4 <= base[0] * base[1] * base[2] <= 2048:
                break
        total = base[0] * base[1] * base[2]
        blocks = rng.randint(1, 2)
        outer = [base[0] * blocks] + base[1:]
        av = View(k, "a", elem, outer, base, dynamic=rng.random() < 0.5,
                  padded=True, aligned=False)
        ov = View(k, "o", elem, outer, base, dynamic=rng.random() < 0.5,
                  padded=False, aligned=False)
        # The scalar parameters of both views, in the order they were made.
        scalar_names = [p[0] for p in k.params if p[0] not in ("a", "o")]
        self.scalars = dict(zip(scalar_names,
                                av.scalar_args + ov.scalar_args))
        self.inputs.append(("a", elem, outer, input_expr(rng, elem, -3, 3)))
        self.outputs.append(("o", elem, outer))
        tok = k.op("make_token : token", "tok")
        bx, by = self.index()
        c0 = self.const(0, [], "i32")
        x = av.load(k, [bx, c0, c0], tok)
        shape = list(base)
        steps = []
        bound = 3  # the largest magnitude the tile can hold so far
        for _ in range(rng.randint(1, 5)):
            what = rng.choice(["permute", "reshape", "reduce", "halves"])
            if what == "permute" and len(shape) > 1:
                perm = list(range(len(shape)))
                rng.shuffle(perm)
                new = [shape[p] for p in perm]
                x = k.op("permute %s [%s] : %s -> %s" % (
                    x, ", ".join(str(p) for p in perm), tile(shape, elem),
                    tile(new, elem)))
                shape = new
                steps.append("permute %s" % perm)
            elif what in ("reshape", "permute"):
                rank = rng.randint(1, 3)
                new = [1] * rank
                rest = total
                for d in range(rank - 1):
                    f = rng.choice([f for f in (1, 2, 4, 8, 16, 32)
                                    if rest % f == 0])
                    new[d] = f
                    rest //= f
                new[-1] = rest
                x = k.op("reshape %s : %s -> %s" % (x, tile(shape, elem),
                                                    tile(new, elem)))
                shape = new
                steps.append("reshape %s" % "x".join(map(str, new)))
            elif what == "reduce":
                d = rng.randrange(len(shape))
                kept = shape[:d] + shape[d + 1:]
                op = rng.choice(["add", "max"])
                # x + sum(x) multiplies the largest magnitude by the line's
                # length plus one; past 2^24 (f32's exact integers) the sum
                # would depend on its order, so such steps take the max.
                grown = bound * (shape[d] + 1)
                if op == "add" and grown >= (1 << 24):
                    op = "max"
                opname = {"add": "addf", "max": "maxf"}[op] \
                    if elem != "i32" else {"add": "addi", "max": "maxi"}[op]
                if elem == "f16" and op == "add":
                    opname = "maxf"
                if opname in ("addf", "addi"):
                    bound = grown
                else:
                    bound *= 2
                ident = {"addf": "0.0", "maxf": "0xFF800000" if elem == "f32"
                         else "0xFC00", "addi": "0",
                         "maxi": "-2147483648"}[opname]
                mods = " signed" if opname == "maxi" else ""
                r = k.fresh("r")
                k.raw("%s = reduce %s dim=%d identities=[%s : %s] : %s -> %s"
                      % (r, x, d, ident, elem, tile(shape, elem),
                         tile(kept, elem)))
                self.region(opname + mods, elem)
                one = shape[:d] + [1] + shape[d + 1:]
                r = k.op("reshape %s : %s -> %s" % (r, tile(kept, elem),
                                                    tile(one, elem)))
                r = k.op("broadcast %s : %s -> %s" % (r, tile(one, elem),
                                                      tile(shape, elem)))
                if elem == "f16":
                    x = k.op("maxf %s, %s : %s" % (x, r, tile(shape, elem)))
                else:
                    add = "addi" if elem == "i32" else "addf"
                    x = k.op("%s %s, %s : %s" % (add, x, r,
                                                 tile(shape, elem)))
                steps.append("%s over %d" % (opname, d))
            else:
                dims = [d for d in range(len(shape)) if shape[d] % 2 == 0]
                if not dims:
                    continue
                d = rng.choice(dims)
                half = list(shape)
                half[d] //= 2
                parts = []
                for i in (1, 0):
                    idx = ", ".join(self.const(i if j == d else 0, [], "i32")
                                    for j in range(len(shape)))
                    parts.append(k.op("extract %s[%s] : %s -> %s" % (
                        x, idx, tile(shape, elem), tile(half, elem))))
                x = k.op("cat %s, %s dim = %d : %s, %s -> %s" % (
                    parts[0], parts[1], d, tile(half, elem), tile(half, elem),
                    tile(shape, elem)))
                steps.append("swap halves of %d" % d)
        if shape != base:
            x = k.op("reshape %s : %s -> %s" % (x, tile(shape, elem),
                                                tile(base, elem)))
        ov.store(k, x, [bx, c0, c0], tok)
        self.grid = [blocks, 1, 1]
        self.summary = "shapes %s %s: %s" % (
            elem, "x".join(map(str, base)), ", ".join(steps))

    def make_atomics(self):
        rng, k = self.rng, self.k
        elem, mode = rng.choice([("i32", "add"), ("i32", "max"),
                                 ("i32", "min"), ("i32", "umax"),
                                 ("i32", "and"), ("i32", "or"),
                                 ("i32", "xor"), ("i64", "add"),
                                 ("f32", "addf"), ("i64", "umin")])
        n = rng.choice([1, 2, 4, 8, 16, 32, 64, 128, 256])
        blocks = rng.randint(1, 6)
        size = rng.randint(1, 2 * n)
        src = k.param("a", "tile<ptr<%s>>" % elem)
        dst = k.param("o", "tile<ptr<%s>>" % elem)
        lo, hi = (-4, 4) if mode not in ("and", "or", "xor") else (0, 1 << 12)
        self.inputs.append(("a", elem, [blocks * n],
                            input_expr(rng, elem, lo, hi)))
        self.outputs.append(("o", elem, [size]))
        tok = k.op("make_token : token", "tok")
        bx, by = self.index()
        ity = tile([n], "i32")
        idx = k.op("iota : %s" % ity)
        bxt = self.splat(bx, [n])
        pty = tile([n], "ptr<%s>" % elem)

        cst = lambda v: self.const(v, [n], "i32")
        mine = k.op("addi %s, %s : %s" % (idx, k.op("muli %s, %s : %s" % (
            bxt, cst(n), ity)), ity))
        v = k.fresh("v")
        k.raw("%s, %s = load_ptr_tko weak %s token=%s : %s -> %s, token" % (
            v, k.fresh("tok"), self.pointer_tile(src, elem, mine, [n]), tok,
            pty,
            tile([n], elem)))
        # Where each element goes: a stride and a shift per block, wrapped
        # into the output; several blocks (and lanes) meet at one address.
        stride = rng.choice([0, 1, 2, 3])
        target = k.op("remi %s, %s signed : %s" % (
            k.op("addi %s, %s : %s" % (
                k.op("muli %s, %s : %s" % (idx, cst(stride), ity)),
                k.op("muli %s, %s : %s" % (bxt, cst(rng.choice([0, 1, 5])),
                                           ity)), ity)),
            cst(size), ity))
        mask = k.op("cmpi not_equal %s, %s, signed : %s -> %s" % (
            k.op("remi %s, %s signed : %s" % (
                mine, cst(rng.choice([3, 5, 1000])), ity)),
            cst(1), ity, tile([n], "i1")))
        k.raw("%s, %s = atomic_rmw_tko relaxed device %s, %s, %s, %s "
              "token=%s : %s, %s, %s -> %s, token" % (
                  k.fresh("old"), k.fresh("tok"),
                  self.pointer_tile(dst, elem, target, [n]), mode,
                  v, mask, tok, pty, tile([n], elem), tile([n], "i1"),
                  tile([n], elem)))
        self.grid = [blocks, 1, 1]
        self.summary = "atomics %s %s %d lanes x %d blocks into %d stride %d" \
            % (mode, elem, n, blocks, size, stride)

    def make_views(self):
        rng, k = self.rng, self.k
        elem = rng.choice(["f32", "i32", "f16"])
        tm, tn = self.pick_tile(max_elems=1024, max_dim=64)
        m, n = rng.randint(1, 3 * tm), rng.randint(1, 3 * tn)
        blocks = rng.randint(1, 3)
        kind = rng.choice(["strided", "gather", "scatter"])
        a = k.param("a", "tile<ptr<%s>>" % elem)
        o = k.param("o", "tile<ptr<%s>>" % elem)
        self.inputs.append(("a", elem, [m, n], input_expr(rng, elem, -50,
                                                          50)))
        tv = "tensor_view<%dx%dx%s, strides=[%d,1]>" % (m, n, elem, n)
        atv = k.op("make_tensor_view %s, shape = [%d, %d], strides = [%d, 1] "
                   ": %s" % (a, m, n, n, tv), "tv")
        rows = blocks * tm
        otv_t = "tensor_view<%dx%dx%s, strides=[%d,1]>" % (rows, tn, elem, tn)
        otv = k.op("make_tensor_view %s, shape = [%d, %d], strides = [%d, 1] "
                   ": %s" % (o, rows, tn, tn, otv_t), "tv")
        self.outputs.append(("o", elem, [rows, tn]))
        tok = k.op("make_token : token", "tok")
        bx, by = self.index()
        c0 = self.const(0, [], "i32")
        ty = tile([tm, tn], elem)
        pad = ", padding_value = zero"

        def index_tile(count, limit):
            """count indices (iota * step + bx * shift) % limit."""
            step, shift = rng.choice([1, 2, 3, 7]), rng.choice([0, 1, count])
            i = k.op("iota : %s" % tile([count], "i32"))
            cst = lambda v: self.const(v, [count], "i32")
            bxt = self.splat(bx, [count])
            v = k.op("addi %s, %s : %s" % (
                k.op("muli %s, %s : %s" % (i, cst(step), tile([count],
                                                              "i32"))),
                k.op("muli %s, %s : %s" % (bxt, cst(shift), tile([count],
                                                                 "i32"))),
                tile([count], "i32")))
            return k.op("remi %s, %s signed : %s" % (v, cst(limit),
                                                     tile([count], "i32"))), \
                (step, shift, limit)

        if kind == "strided":
            strides = [rng.choice([1, tm // 2 or 1, tm, tm + 1]),
                       rng.choice([1, tn // 2 or 1, tn, tn + 3])]
            sv_t = ("strided_view<tile=(%dx%d), traversal_strides=[%d,%d]%s, "
                    "%s>" % (tm, tn, strides[0], strides[1], pad, tv))
            sv = k.op("make_strided_view %s : %s" % (atv, sv_t), "sv")
            x = k.fresh("t")
            k.raw("%s, %s = load_view_tko weak %s[%s, %s] token = %s : %s, "
                  "tile<i32> -> %s, token" % (x, k.fresh("tok"), sv, bx, c0,
                                              tok, sv_t, ty))
            what = "strided %s" % strides
        else:
            sparse = rng.randint(0, 1) if kind == "gather" else 0
            count = [tm, tn][sparse]
            # Some indices past the tensor's extent read the padding.
            idx, how = index_tile(count, [m, n][sparse] + rng.choice([0, 2]))
            gv_t = "gather_scatter_view<tile=(%dx%d)%s, %s, sparse_dim=%d>" % (
                tm, tn, pad, tv, sparse)
            gv = k.op("make_gather_scatter_view %s : %s" % (atv, gv_t), "gv")
            x = k.fresh("t")
            index_types = ["tile<i32>", "tile<i32>"]
            index_types[sparse] = tile([count], "i32")
            operands = [c0, c0]
            operands[sparse] = idx
            k.raw("%s, %s = load_view_tko weak %s[%s] token = %s : %s, %s -> "
                  "%s, token" % (x, k.fresh("tok"), gv, ", ".join(operands),
                                 tok, gv_t, ", ".join(index_types), ty))
            what = "gather dim %d by %s" % (sparse, how)
        if kind == "scatter":
            # Distinct rows of the output: a block's rows, permuted by an
            # odd multiplier modulo the (power-of-two) tile height.
            mult = rng.choice([1, 3, 5])
            i = k.op("iota : %s" % tile([tm], "i32"))
            cst = lambda v: self.const(v, [tm], "i32")
            bxt = self.splat(bx, [tm])
            rowsel = k.op("addi %s, %s : %s" % (
                k.op("remi %s, %s signed : %s" % (
                    k.op("muli %s, %s : %s" % (i, cst(mult),
                                               tile([tm], "i32"))),
                    cst(tm), tile([tm], "i32"))),
                k.op("muli %s, %s : %s" % (bxt, cst(tm), tile([tm], "i32"))),
                tile([tm], "i32")))
            og_t = "gather_scatter_view<tile=(%dx%d), %s, sparse_dim=0>" % (
                tm, tn, otv_t)
            og = k.op("make_gather_scatter_view %s : %s" % (otv, og_t), "gv")
            k.op("store_view_tko weak %s, %s[%s, %s] token = %s : %s, %s, %s, "
                 "tile<i32> -> token" % (x, og, rowsel, c0, tok, ty, og_t,
                                         tile([tm], "i32")), "tok")
            what += ", scattered to rows *%d" % mult
        else:
            op_t = "partition_view<tile=(%dx%d), %s>" % (tm, tn, otv_t)
            opv = k.op("make_partition_view %s : %s" % (otv, op_t), "pv")
            k.op("store_view_tko weak %s, %s[%s, %s] token = %s : %s, %s, "
                 "tile<i32> -> token" % (x, opv, bx, c0, tok, ty, op_t), "tok")
        self.grid = [blocks, 1, 1]
        self.summary = "views %s %dx%d tiles %dx%d: %s" % (elem, m, n, tm, tn,
                                                           what)


def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=timeout)
        return p.returncode, p.stdout.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return "timeout", ""
    except OSError as e:  # e.g. a tool being relinked under a long run
        return "oserror", str(e)


def run_case(case, args, work):
    """Runs `case` in `work`: (status, detail), status one of ok, fail,
    crash (the reference itself failed), rejected (the reference refused
    the kernel: a generator bug) and harness."""
    os.makedirs(work, exist_ok=True)
    kernel = os.path.join(work, "kernel.mlir")
    with open(kernel, "w") as f:
        f.write(case.k.text())
    check = os.path.join(args.bin, "tileir-check")
    tile_run = os.path.join(args.bin, "tile-run")
    commands = []
    for name, elem, shape, expr in case.inputs:
        if isinstance(expr, list):
            write_npy(os.path.join(work, name + ".npy"), elem, shape, expr)
            continue
        cmd = [check, "gen", os.path.join(work, name + ".npy"), elem,
               "x".join(str(d) for d in shape), expr]
        commands.append(cmd)
        rc, out = run(cmd, 60)
        if rc != 0:
            return "harness", "input %s: %s" % (name, out.strip())
    names = [p[0] for p in case.k.params]
    base = [tile_run, kernel, "--grid", ",".join(str(g) for g in case.grid)]
    for name, type_text in case.k.params:
        if name in case.scalars:
            base += ["--arg", str(case.scalars[name])]
        elif any(o[0] == name for o in case.outputs):
            out = next(o for o in case.outputs if o[0] == name)
            # The reference's inputs fill outputs too, so that elements no
            # block writes are compared as well.
            base += ["--arg", "zeros:%s:%s" % (
                out[1], "x".join(str(d) for d in out[2]))]
        else:
            base += ["--arg", "@" + os.path.join(work, name + ".npy")]
    problems = []
    for target in args.ptxas:
        # tile-run's launch (dynamic shared memory up to the opt-in
        # maximum), and from sm_90 on also tileiras's default, cuTile
        # Python's tile launch (as much static shared memory, clusters).
        launches = [("", ["--launch=explicit", "--shared-memory-bytes=%d" %
                          OPTIN_SHARED.get(target, 99 * 1024)])]
        if int(target[3:]) >= 90:
            launches.append((".tile", []))
        for suffix, flags in launches:
            cmd = [os.path.join(args.bin, "tileiras"), kernel, "--gpu-name",
                   target] + flags + [
                       "-o", os.path.join(work, "kernel.%s%s.cubin" % (
                           target, suffix))]
            commands.append(cmd)
            rc, out = run(cmd, args.timeout)
            if rc != 0:
                problems.append("tileiras %s%s: rc %s: %s" % (
                    target, suffix, rc, out.strip()[-400:]))
    results = {}
    for dev in args.devices:
        cmd = list(base) + DEVICES[dev] + args.extra.get(dev, [])
        for name, elem, shape in case.outputs:
            cmd += ["--out", "%d=@%s" % (names.index(name), os.path.join(
                work, "%s.%s.npy" % (name, dev)))]
        commands.append(cmd)
        rc, out = run(cmd, args.timeout)
        results[dev] = (rc, out)
    with open(os.path.join(work, "commands.sh"), "w") as f:
        f.write("# %s\n" % case.summary)
        for cmd in commands:
            f.write(" ".join("'%s'" % c if (" " in c or "(" in c) else c
                             for c in cmd) + "\n")
    ref = args.devices[0]
    rc, out = results[ref]
    if rc != 0:
        if "is not" in out or "error" in out:
            # The reference rejects the kernel: a generator bug, or an op
            # the interpreter does not take; reported, not a device failure.
            errors = [l for l in out.splitlines() if "error" in l]
            return "rejected", (errors or out.strip().splitlines() or
                                [str(rc)])[0]
        return "crash", "%s: rc %s: %s" % (ref, rc, out.strip()[-400:])
    for dev in args.devices[1:]:
        rc, out = results[dev]
        if rc != 0:
            problems.append("%s: rc %s: %s" % (dev, rc, out.strip()[-400:]))
            continue
        if "runs in the interpreter" in out:
            # The CPU path gave the kernel up: its results are the
            # interpreter's, so they would compare equal and hide that.
            problems.append("%s: %s" % (dev, next(
                l for l in out.splitlines() if "runs in the interpreter" in l)))
        for name, elem, shape in case.outputs:
            a = os.path.join(work, "%s.%s.npy" % (name, ref))
            b = os.path.join(work, "%s.%s.npy" % (name, dev))
            if case.ulps == 0 and case.abs == 0:
                diff = compare_bits(a, b, elem)
                if diff:
                    problems.append("%s: %s differs: %s" % (dev, name, diff))
                continue
            cmd = [check, "close", "--ulps=%d" % case.ulps,
                   "--abs=%g" % case.abs, a, b]
            if elem == "bf16":
                cmd.insert(2, "--elem=bf16")
            crc, cout = run(cmd, 60)
            if crc != 0:
                problems.append("%s: %s differs: %s" % (
                    dev, name, cout.strip().splitlines()[-1] if cout else ""))
    if problems:
        return "fail", "; ".join(problems)
    return "ok", ""


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=__doc__.split("\n\n", 1)[1])
    parser.add_argument("--count", type=int, default=20,
                        help="cases to run (default 20)")
    parser.add_argument("--seed", type=int, default=None,
                        help="first case's seed (default: from the clock); "
                        "case i uses seed + i, so one case reruns alone")
    parser.add_argument("--families", default=",".join(FAMILIES),
                        help="families to draw from (default: all)")
    parser.add_argument("--devices", default="interp,cpu,sim90,sim80",
                        help="devices, the reference first "
                        "(default interp,cpu,sim90,sim80)")
    parser.add_argument("--keep", default=None,
                        help="directory for the failing cases (default: "
                        "a new one under /tmp)")
    parser.add_argument("--keep-all", action="store_true",
                        help="keep passing cases too")
    parser.add_argument("--bin", default=None,
                        help="directory of tile-run and tileir-check "
                        "(default: build/bin of this checkout)")
    parser.add_argument("--timeout", type=int, default=300,
                        help="seconds a device may take for one case")
    parser.add_argument("--time-limit", type=float, default=0,
                        help="stop starting cases after this many seconds")
    parser.add_argument("--ptxas", default=None,
                        help="targets each kernel is compiled to a cubin for "
                        "(default sm_80,sm_90,sm_100,sm_120 where ptxas is "
                        "found, 'none' for none)")
    parser.add_argument("--device-arg", action="append", default=[],
                        metavar="DEV=FLAG",
                        help="pass FLAG to tile-run on device DEV only "
                        "(e.g. sim90=--tileas-pipeline-test-omit-waits)")
    parser.add_argument("--print-kernel", action="store_true",
                        help="print each case's kernel")
    parser.add_argument("--dry-run", action="store_true",
                        help="draw and describe the cases, run nothing")
    args = parser.parse_args()
    families = args.families.split(",")
    for f in families:
        if f not in FAMILIES:
            parser.error("unknown family '%s' (%s)" % (f, ", ".join(FAMILIES)))
    args.devices = args.devices.split(",")
    for d in args.devices:
        if d not in DEVICES:
            parser.error("unknown device '%s' (%s)" % (d, ", ".join(DEVICES)))
    args.extra = {}
    for item in args.device_arg:
        dev, sep, flag = item.partition("=")
        if not sep or dev not in args.devices:
            parser.error("--device-arg wants DEV=FLAG with DEV among "
                         "--devices, got '%s'" % item)
        args.extra.setdefault(dev, []).append(flag)
    if len(args.devices) < 2:
        parser.error("--devices needs a reference and one more")
    if args.count < 1:
        parser.error("--count must be at least 1")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    args.bin = args.bin or os.path.join(root, "build", "bin")
    if args.ptxas is None:
        found = shutil.which("ptxas") or os.access(
            "/usr/local/cuda/bin/ptxas", os.X_OK)
        args.ptxas = "sm_80,sm_90,sm_100,sm_120" if found else "none"
    args.ptxas = [] if args.ptxas == "none" else args.ptxas.split(",")
    for tool in ("tile-run", "tileir-check"):
        if not os.access(os.path.join(args.bin, tool), os.X_OK):
            parser.error("no %s in %s (build first, or pass --bin)" % (
                tool, args.bin))
    seed = args.seed if args.seed is not None else int(time.time()) % 100000
    if args.dry_run:
        args.keep = args.keep or "-"
    keep = args.keep or tempfile.mkdtemp(prefix="difftest-")
    if not args.dry_run:
        os.makedirs(keep, exist_ok=True)
    start = time.time()
    tally = {}
    for i in range(args.count):
        if args.time_limit and time.time() - start > args.time_limit:
            print("time limit reached after %d cases" % i)
            break
        rng = random.Random(seed + i)
        family = rng.choice(families)
        case = Case(family, rng)
        work = os.path.join(keep, "case-%d" % (seed + i))
        if args.print_kernel:
            print(case.k.text())
        if args.dry_run:
            print("seed %d: %s" % (seed + i, case.summary))
            continue
        status, detail = run_case(case, args, work)
        tally[status] = tally.get(status, 0) + 1
        print("seed %d: %s: %s%s" % (seed + i, case.summary, status,
                                     (" (" + detail + ")") if detail else ""))
        sys.stdout.flush()
        if status == "ok" and not args.keep_all:
            shutil.rmtree(work, ignore_errors=True)
    if args.dry_run:
        return 0
    bad = sum(v for k, v in tally.items() if k not in ("ok",))
    summary = ", ".join("%d %s" % (v, k) for k, v in sorted(tally.items()))
    if bad or args.keep or args.keep_all:
        print("difftest: %s; cases kept in %s" % (summary, keep))
    else:
        shutil.rmtree(keep, ignore_errors=True)
        print("difftest: %s" % summary)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
