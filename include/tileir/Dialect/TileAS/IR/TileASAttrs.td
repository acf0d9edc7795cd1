//===- TileASAttrs.td - nv_tileas layout encodings ---------*- tablegen -*-===//
//
// Layout encodings, all with typed parameters. Every distributed layout maps
// (register, lane, warp) indices to tile coordinates and every shared layout
// maps a memory offset to tile coordinates; both are stated once, as a
// LinearLayout (LinearLayout.h), which the verifiers, the passes and the
// lowering share.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILEAS_IR_TILEASATTRS_TD
#define TILEIR_DIALECT_TILEAS_IR_TILEASATTRS_TD

include "tileir/Dialect/TileAS/IR/TileASDialect.td"
include "mlir/IR/TensorEncoding.td"

def TileAS_DistributedLayoutInterface
    : AttrInterface<"DistributedLayoutAttr"> {
  let cppNamespace = "::mlir::nv_tileas";
  let description = [{
    A layout of a tensor over the threads of a CTA: which registers of which
    lane of which warp hold which elements.
  }];
  let methods = [
    InterfaceMethod<"The tensor rank the layout applies to.", "unsigned",
                    "getRank">,
    InterfaceMethod<"Warps of the CTA the layout spreads over.", "unsigned",
                    "getNumWarps">,
    InterfaceMethod<[{
        The layout applied to a tensor of `shape`: where each (register,
        lane, warp) index's element lies. Fails (with `emitError`, when
        given) if the shape does not fit the layout.
      }], "::mlir::FailureOr<::mlir::nv_tileas::LinearLayout>",
      "toLinearLayout", (ins "::llvm::ArrayRef<int64_t>":$shape,
      "::llvm::function_ref<::mlir::InFlightDiagnostic()>":$emitError)>,
  ];
}

def TileAS_SharedLayoutInterface : AttrInterface<"SharedLayoutAttr"> {
  let cppNamespace = "::mlir::nv_tileas";
  let description = [{
    A layout of a tile in shared memory: which element each offset (in
    elements from the start of the buffer) holds, swizzling included.
  }];
  let methods = [
    InterfaceMethod<[{
        The layout of a `shape` tile of elements `elementBitWidth` wide.
      }], "::mlir::FailureOr<::mlir::nv_tileas::LinearLayout>",
      "toLinearLayout", (ins "::llvm::ArrayRef<int64_t>":$shape,
      "unsigned":$elementBitWidth,
      "::llvm::function_ref<::mlir::InFlightDiagnostic()>":$emitError)>,
  ];
}

/// A list of unsigned values written `[a, b, ...]`.
class TileAS_UnsignedList<string desc>
    : ArrayRefParameter<"unsigned", desc> {
  let parser = "::mlir::nv_tileas::parseUnsignedList($_parser)";
  let printer = "::mlir::nv_tileas::printUnsignedList($_printer, $_self)";
}

/// A flag written `true` or `false`, `false` when left out.
class TileAS_Flag<string desc> : DefaultValuedParameter<"bool", "false", desc> {
  let parser = "::mlir::nv_tileas::parseFlag($_parser)";
  let printer = "$_printer << ($_self ? \"true\" : \"false\")";
}

class TileAS_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<TileAS_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
  let assemblyFormat = "`<` `{` struct(params) `}` `>`";
  let genVerifyDecl = 1;
}

def TileAS_BlockedLayoutAttr : TileAS_Attr<"BlockedLayout", "blocked", [
    DeclareAttrInterfaceMethods<TileAS_DistributedLayoutInterface>,
    DeclareAttrInterfaceMethods<VerifiableTensorEncoding>]> {
  let summary = "each thread holds runs of contiguous elements";
  let description = [{
    Per dimension: `sizePerThread` contiguous elements per thread,
    `threadsPerWarp` lanes (product 32) and `warpsPerCTA` warps; `order` lists
    the dimensions fastest first. A thread's run along `order[0]` is what
    becomes one vector load or store. The pattern repeats over larger
    tensors (more registers per thread) and wraps over smaller ones
    (threads hold copies).
  }];
  let parameters = (ins TileAS_UnsignedList<"elements per thread">:$sizePerThread,
                        TileAS_UnsignedList<"lanes per warp">:$threadsPerWarp,
                        TileAS_UnsignedList<"warps per CTA">:$warpsPerCTA,
                        TileAS_UnsignedList<"dimensions, fastest first">:$order);
}

def TileAS_SliceLayoutAttr : TileAS_Attr<"SliceLayout", "slice", [
    DeclareAttrInterfaceMethods<TileAS_DistributedLayoutInterface>,
    DeclareAttrInterfaceMethods<VerifiableTensorEncoding>]> {
  let summary = "a parent layout with one dimension removed";
  let description = [{
    The layout of the result of reducing `parent`'s tensor along `dim` (and
    of the operand of a broadcast along it): each thread holds the elements
    its parent position holds, with `dim` dropped.
  }];
  let parameters = (ins "unsigned":$dim,
                        "::mlir::nv_tileas::DistributedLayoutAttr":$parent);
}

def TileAS_MmaSyncLayoutAttr : TileAS_Attr<"MmaSyncLayout", "mma_sync", [
    DeclareAttrInterfaceMethods<TileAS_DistributedLayoutInterface>,
    DeclareAttrInterfaceMethods<VerifiableTensorEncoding>]> {
  let summary = "accumulator of warp-level mma.sync (sm_80+)";
  let description = [{
    The fragment layout of the accumulator (C/D) of `mma.sync` with an
    `instrShape` of [M, N] (16x8 for f16, bf16, tf32, i8 and f8 products,
    8x8 for f64) as the PTX ISA gives it, tiled over `warpsPerCTA` warps
    (warp w holds tile (w mod warpsPerCTA[0], w div warpsPerCTA[0])) and
    repeated over the tensor.

    With `pairedColumns`, the instructions on a warp's tile columns go in
    pairs over 16 columns, instruction s of a pair holding columns 2c + s
    of them (lane l: columns 4 (l mod 4) + {0, 2} + s): the columns of B
    are assigned so, which lets the lowering load an 8-bit B of both
    instructions with one ldmatrix.trans of 16-bit elements (a byte pair is
    one column of each). The products are the same; the accumulator's
    elements sit where this layout says.
  }];
  let parameters = (ins TileAS_UnsignedList<"warps per CTA">:$warpsPerCTA,
                        TileAS_UnsignedList<"[M, N] of one instruction">:$instrShape,
                        TileAS_Flag<"tile columns in interleaved pairs">:$pairedColumns);
  let builders = [
    AttrBuilder<(ins "::llvm::ArrayRef<unsigned>":$warpsPerCTA,
                     "::llvm::ArrayRef<unsigned>":$instrShape), [{
      return $_get($_ctxt, warpsPerCTA, instrShape, /*pairedColumns=*/false);
    }]>
  ];
}

def TileAS_WgmmaLayoutAttr : TileAS_Attr<"WgmmaLayout", "wgmma", [
    DeclareAttrInterfaceMethods<TileAS_DistributedLayoutInterface>,
    DeclareAttrInterfaceMethods<VerifiableTensorEncoding>]> {
  let summary = "accumulator of warpgroup-level wgmma (sm_90a)";
  let description = [{
    The register layout of the accumulator of `wgmma.mma_async` with
    `instrShape` [64, N, K] as the PTX ISA gives it: the four warps of a
    warpgroup each hold 16 rows. `warpsPerCTA[0]` is a multiple of 4; more
    warpgroups tile the tensor along M, then N.
  }];
  let parameters = (ins TileAS_UnsignedList<"warps per CTA">:$warpsPerCTA,
                        TileAS_UnsignedList<"[M, N, K] of one instruction">:$instrShape);
}

def TileAS_DotOperandLayoutAttr : TileAS_Attr<"DotOperandLayout", "dot_op", [
    DeclareAttrInterfaceMethods<TileAS_DistributedLayoutInterface>,
    DeclareAttrInterfaceMethods<VerifiableTensorEncoding>]> {
  let summary = "register operand A (0) or B (1) of a tensor-core product";
  let description = [{
    The fragment layout of operand `opIdx` of the instruction whose
    accumulator has layout `parent`, with `kWidth` consecutive K elements per
    32-bit register (2 for 16-bit types, 4 for 8-bit, 1 for tf32 and f64).
    Each warp holds the rows (A) or columns (B) of its accumulator tile, so
    warps along the other dimension hold copies.

    `kPermuted` (wgmma's operand A of 16-bit elements only) reads K in
    nv_tileas::permuteK's order: fragment column k holds the tile's column
    permuteK(k), which gives each thread 8 contiguous elements of a row in
    every 32 columns, and its registers list them first, so that the
    thread loads them from memory with one 16-byte access. The product's
    rhs must then be a stage whose rows are in the same order
    (`nvmma_shared` with kPermuted).
  }];
  let parameters = (ins "unsigned":$opIdx,
                        "::mlir::nv_tileas::DistributedLayoutAttr":$parent,
                        "unsigned":$kWidth,
                        TileAS_Flag<"K in permuteK's order">:$kPermuted);
  let skipDefaultBuilders = 1;
  let builders = [
    AttrBuilder<(ins "unsigned":$opIdx,
                     "::mlir::nv_tileas::DistributedLayoutAttr":$parent,
                     "unsigned":$kWidth, CArg<"bool", "false">:$kPermuted), [{
      return $_get($_ctxt, opIdx, parent, kWidth, kPermuted);
    }]>
  ];
}

def TileAS_SwizzledSharedLayoutAttr
    : TileAS_Attr<"SwizzledSharedLayout", "swizzled_shared", [
    DeclareAttrInterfaceMethods<TileAS_SharedLayoutInterface>]> {
  let summary = "shared memory with XOR swizzling in vec/perPhase/maxPhase form";
  let description = [{
    Rows along `order[0]` are stored contiguously; the column group (of `vec`
    elements) of row r is XORed with (r / perPhase) mod maxPhase, so that
    threads reading a column of the tile hit different banks. vec = 1,
    perPhase = 1, maxPhase = 1 is the unswizzled layout.
  }];
  let parameters = (ins "unsigned":$vec, "unsigned":$perPhase,
                        "unsigned":$maxPhase,
                        TileAS_UnsignedList<"dimensions, fastest first">:$order);
}

def TileAS_NvmmaSharedLayoutAttr
    : TileAS_Attr<"NvmmaSharedLayout", "nvmma_shared", [
    DeclareAttrInterfaceMethods<TileAS_SharedLayoutInterface>]> {
  let summary = "shared memory in the swizzle modes of wgmma, TMA and ldmatrix";
  let description = [{
    The hardware swizzle modes (`swizzle` = 0 for none, 32, 64 or 128 bytes)
    that TMA writes and wgmma descriptors read. The tile is stored as blocks
    `swizzle` bytes wide along its contiguous dimension (the last one, or
    the first when `transposed`, as K-major B operands are), each block row
    after row; then bits [4, 4 + s) of each byte address are XORed with bits
    [7, 7 + s), s = log2(swizzle / 16), which places the 16-byte chunks of
    eight consecutive 128-byte lines in different banks. With `swizzle` = 0
    the tile is plain row-major.

    `kPermuted` (row-major tiles: an N-major rhs, K along the rows) stores
    the tile's row permuteK(r) where row r would be, so that wgmma, walking
    the rows in order, meets K in the order of a `dot_op` lhs with
    kPermuted.
  }];
  let parameters = (ins "unsigned":$swizzle, "bool":$transposed,
                        TileAS_Flag<"rows in permuteK's order">:$kPermuted);
  let skipDefaultBuilders = 1;
  let builders = [
    AttrBuilder<(ins "unsigned":$swizzle, "bool":$transposed,
                     CArg<"bool", "false">:$kPermuted), [{
      return $_get($_ctxt, swizzle, transposed, kPermuted);
    }]>
  ];
}

#endif // TILEIR_DIALECT_TILEAS_IR_TILEASATTRS_TD
