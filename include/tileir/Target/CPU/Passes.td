//===- Passes.td - CPU code generation passes --------------*- tablegen -*-===//

#ifndef TILEIR_TARGET_CPU_PASSES_TD
#define TILEIR_TARGET_CPU_PASSES_TD

include "mlir/Pass/PassBase.td"

def CPUVectorizeContractions
    : Pass<"tileir-cpu-vectorize-contractions", "::mlir::func::FuncOp"> {
  let summary = "Register-blocked vector loops for the tile products (mmaf/mmai)";
  let description = [{
    The compiled CPU path (docs/design/cpu-backend.md) lowers mmaf and mmai
    to a linalg.generic contraction on tensors whose body is one
    multiply-add per step: `fma(ext(a), ext(b), acc)` for floats,
    `acc + ext(a) * ext(b)` for integers. Lowered as loops, it runs one
    scalar step at a time and reloads the accumulator every step.

    This pass rewrites such a contraction with static shapes into loops over
    register blocks of the accumulator: MR rows by NR columns are read into
    vector registers once, every k step broadcasts one lhs element per row
    and multiplies it with one NR-wide row of rhs, and the block is written
    back after the last k. Each accumulator element still takes its products
    one at a time in increasing k, with the body's own rounding, so results
    are bit-identical to the scalar loops and to the interpreter.

    NR is the widest power of two up to two vectors of the accumulator type
    that divides the tile's n extent; MR the largest power of two dividing m
    for which the block fits in half of `vector-registers`. Contractions
    whose body has other ops (an f16 accumulator rounds through a runtime
    call) are left as they are.
  }];
  let options = [
    Option<"vectorBits", "vector-bits", "unsigned", "256",
           "Width of the target's vector registers in bits (128, 256, 512)">,
    Option<"vectorRegisters", "vector-registers", "unsigned", "16",
           "Number of vector registers of the target">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect", "::mlir::ub::UBDialect",
    "::mlir::vector::VectorDialect"
  ];
}

def CPUVectorizeReductions
    : Pass<"tileir-cpu-vectorize-reductions", "::mlir::func::FuncOp"> {
  let summary = "Reductions as a loop over the reduced dimension of vector steps over the kept ones";
  let description = [{
    The compiled CPU path lowers `reduce` to a linalg.generic on tensors
    whose first loop walks the reduced dimension and whose other loops are
    parallel (TileAAToLinalg's emitReduce); its body is the op's combiner,
    often with producers fused in. As scalar loops every kept line is one
    chain of dependent combiner steps.

    With `reassociate` (the default), a reduction along the contiguous
    dimension of its input (rows of up to one kept dimension of extent > 1,
    one result, accumulator filled with the identity) whose combiner may be
    reassociated combines each line in L strided partials and a tree: the
    spec leaves the order of a reduction's combiner steps open. Lane l of
    a line of N elements (L = 64 bytes of the accumulator type, or the
    largest power of two dividing N if smaller) starts from the identity
    and takes elements l, l + L, l + 2L, ... in order; then lane l absorbs
    lane l + h for h = L/2, L/4, ..., 1, and lane 0 is the result. Groups
    of up to 4 lines take their steps one line after another (memory order)
    and share one tree. Float combiners qualify (their results may then
    differ from the interpreter's in-order ones by rounding); integer ones
    only when the combiner is one of the operations that give the same bits
    in any order (addi, muli, andi, ori, xori, min/max), so integer results
    stay exact. The combiner is found in the body as the ops that depend on
    the accumulator and on one value (fused producers stay in the strided
    steps only).

    Other reductions become an scf.for over the reduced dimension whose
    body is a parallel linalg.generic over the kept dimensions (those of
    extent 1 dropped), vectorized with linalg's vectorizer: one step
    combines element j of every kept line at once. Each line still takes its
    elements in increasing j from the identity, with the combiner's own
    rounding, so the results are the bits of the scalar loops and of the
    interpreter. Generics whose body the vectorizer does not take keep the
    loop with a scalar inner generic.
  }];
  let options = [
    Option<"reassociate", "reassociate", "bool", "true",
           "Combine the lines of a reduction along its contiguous dimension "
           "in strided partials and a tree where the combiner allows it">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect", "::mlir::vector::VectorDialect"
  ];
}

def CPUVectorizeElementwise
    : Pass<"tileir-cpu-vectorize-elementwise", "::mlir::func::FuncOp"> {
  let summary = "Elementwise tiles in vector steps along their contiguous dimension";
  let description = [{
    After fusion, a chain of elementwise tile ops is one all-parallel
    linalg.generic on tensors. This pass rewrites such a generic with static
    shapes into vector steps along its innermost loop, when every output is
    written at the identity map, every input is read at a map whose indices
    are loops or the constant 0 (a broadcast unit dimension) with the
    innermost loop, if it reads it, as its last index (contiguous lanes),
    no operand has sub-byte elements (i1 tiles are a byte per element in
    memory but bit-packed in vectors) and the body holds only arith and math
    ops on scalars and linalg.index. The step W is the widest power of two
    of at most `vector-bits` of the widest operand element that divides the
    innermost extent, at least 4 (else the generic is left to the scalar
    loops and LLVM's vectorizer).
    scf.for loops over the dimensions other than the innermost (those of
    extent > 1), in memory order, compute what depends on the row alone (a
    broadcast column such as a row's mean) as scalars; an inner scf.for
    over chunks of W columns computes the rest in vectors and writes each
    chunk into the output tensors the loops carry. An index cast to an
    integer type becomes the chunk's first index cast once plus constant
    lane offsets.
    An input that is also an init is read from the carried output, where it
    is written. Every element is computed by the same ops with the same
    operands as before: the bits do not change.
  }];
  let options = [
    Option<"vectorBits", "vector-bits", "unsigned", "256",
           "Width of the target's vector registers in bits (128, 256, 512)">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect", "::mlir::ub::UBDialect",
    "::mlir::vector::VectorDialect"
  ];
}

def CPUStackTileBuffers
    : Pass<"tileir-cpu-stack-tile-buffers", "::mlir::func::FuncOp"> {
  let summary = "Small tile buffers made once per call on the stack";
  let description = [{
    One-shot bufferization gives every tile temporary a `memref.alloc`,
    which the compiled CPU path serves from a per-thread pool through a
    call, and buffer deallocation frees it with another. This pass, run
    between the two, replaces an alloc of a static shape of at most
    `max-bytes` that is not inside a loop of its function by a
    `memref.alloca` in the function's entry block: such an alloc runs at
    most once per call, so one stack buffer per call is the same memory,
    and the deallocation pipeline leaves stack buffers alone. Allocs inside
    loops stay (one stack buffer would serve every iteration, which a tile
    carried from one iteration to the next cannot share), as do those past
    `max-total-bytes` of promoted buffers per function (worker stacks).
    The default `max-bytes` is 2 KiB, not the 16 KiB of the lowering's own
    stack tiles: LLVM optimises code over stack buffers harder, and larger
    ones made the corpus fft_512_f32 compile in 1.27-1.44 s instead of
    1.03-1.11 s. Functions marked `tileir.cpu_reduces` (kernels that
    reduce, whose blocks make a few tile temporaries each) take up to
    `max-bytes-reducing` (the layer norm example: 0.61 ms at 16 KiB, 0.66
    at 2 KiB, 0.72-0.77 without).
  }];
  let options = [
    Option<"maxBytes", "max-bytes", "int64_t", "2048",
           "Largest buffer placed on the stack">,
    Option<"maxBytesReducing", "max-bytes-reducing", "int64_t", "16384",
           "Largest buffer placed on the stack in a function marked "
           "tileir.cpu_reduces">,
    Option<"maxTotalBytes", "max-total-bytes", "int64_t", "262144",
           "Stack bytes this pass places per function at most">,
  ];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def CPUAccumulateInPlace
    : Pass<"tileir-cpu-accumulate-in-place", "::mlir::func::FuncOp"> {
  let summary = "Loop-carried tiles replaced by an elementwise op of themselves are written in place";
  let description = [{
    A tile carried by an scf.for whose only use in the body is an input of
    an elementwise (all-parallel) linalg.generic, read at the generic's own
    identity indexing map, whose result is what the loop yields for it,
    becomes that generic's init as well (instead of a tensor.empty whose
    values the body does not read). Each element is then read just before
    it is written at the same place, and one-shot bufferization updates the
    loop's one buffer in place instead of allocating a new buffer every
    iteration and freeing the old one (the corpus layer norm's three loops
    over 1x256 tiles of a row). Values are unchanged.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def CPURecomputeElementwise
    : Pass<"tileir-cpu-recompute-elementwise", "::mlir::func::FuncOp"> {
  let summary = "Cheap elementwise tiles read by several ops are computed once per consumer";
  let description = [{
    Elementwise fusion fuses a producer only into its one consumer. A tile
    read by several linalg.generic ops (layer norm's x - mean, read by the
    sum of squares and the output, the column mask, a broadcast) is then
    computed into a buffer that each consumer reads back, and a reduction
    consumer cannot compute it in its vector steps. This pass gives each
    consumer its own copy of such a producer, to be fused by the elementwise
    fusion that follows, when the producer is all-parallel with one result
    and a body of at most four arith ops (no division or remainder) and
    indices, and every use is an input of a fusable linalg.generic in the
    same block that reads it at a permutation map (once per element; not a
    contraction's operand). At most 64 copies per function. The copies are
    the same ops on the same operands: the bits do not change.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

#endif // TILEIR_TARGET_CPU_PASSES_TD
