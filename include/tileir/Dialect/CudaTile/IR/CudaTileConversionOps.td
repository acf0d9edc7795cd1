//===- CudaTileConversionOps.td - Conversions --------------*- tablegen -*-===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILECONVERSIONOPS_TD
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILECONVERSIONOPS_TD

include "tileir/Dialect/CudaTile/IR/CudaTileOpBase.td"

def CudaTile_BitcastOp : CudaTile_CastOp<"bitcast", "13.1", CudaTile_NumberTile,
                                         CudaTile_NumberTile> {
  let summary = "reinterpret the bits of each element";
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CudaTile_ExtIOp : CudaTile_Op<"exti", "13.1", [
    Pure, AllShapesMatch<["from", "to"]>]> {
  let summary = "widen integers (sign or zero extension)";
  let arguments = (ins CudaTile_IntOrI4Tile:$from, CudaTile_SignednessAttr:$signedness);
  let results = (outs CudaTile_IntOrI4Tile:$to);
  let assemblyFormat = [{
    $from custom<Signedness>($signedness) attr-dict `:`
    custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CudaTile_TruncIOp : CudaTile_Op<"trunci", "13.1", [
    Pure, AllShapesMatch<["from", "to"]>]> {
  let summary = "narrow integers, dropping high bits";
  let arguments = (ins CudaTile_IntOrI4Tile:$from,
                       DefaultValuedAttr<CudaTile_IntegerOverflowAttr,
                           "::mlir::cuda_tile::IntegerOverflow::None">:$overflow);
  let results = (outs CudaTile_IntOrI4Tile:$to);
  let assemblyFormat = [{
    $from (`overflow` `` $overflow^)? attr-dict `:`
    custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def CudaTile_FToFOp : CudaTile_Op<"ftof", "13.1", [
    Pure, AllShapesMatch<["from", "to"]>]> {
  let summary = "convert between floating-point types";
  let arguments = (ins CudaTile_FloatTile:$from,
                       DefaultValuedAttr<CudaTile_RoundingModeAttr,
                           "::mlir::cuda_tile::RoundingMode::NearestEven">:$rounding_mode);
  let results = (outs CudaTile_FloatTile:$to);
  let assemblyFormat = [{
    $from `` custom<IEEERoundingMode>($rounding_mode) attr-dict `:`
    custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
}

def CudaTile_FToIOp : CudaTile_Op<"ftoi", "13.1", [
    Pure, AllShapesMatch<["from", "to"]>]> {
  let summary = "convert floating-point values to integers";
  // `saturating` (13.4): out-of-range values clamp to the integer type's
  // minimum or maximum (infinities included) and NaN gives 0, as PTX
  // `cvt.sat` does. Our conversion clamps that way without the flag too (PTX
  // float-to-integer cvt clamps by default), so the flag only guarantees it.
  let arguments = (ins CudaTile_FloatTile:$from, CudaTile_SignednessAttr:$signedness,
                       DefaultValuedAttr<CudaTile_RoundingModeAttr,
                           "::mlir::cuda_tile::RoundingMode::NearestIntToZero">:$rounding_mode,
                       UnitAttr:$saturating);
  let results = (outs CudaTile_IntTile:$to);
  let assemblyFormat = [{
    $from custom<Signedness>($signedness) `` custom<IntegerRoundingMode>($rounding_mode)
    (`saturating` $saturating^)? attr-dict `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
}

def CudaTile_IToFOp : CudaTile_Op<"itof", "13.1", [
    Pure, AllShapesMatch<["from", "to"]>]> {
  let summary = "convert integers to floating-point values";
  let arguments = (ins CudaTile_IntTile:$from, CudaTile_SignednessAttr:$signedness,
                       DefaultValuedAttr<CudaTile_RoundingModeAttr,
                           "::mlir::cuda_tile::RoundingMode::NearestEven">:$rounding_mode);
  let results = (outs CudaTile_FloatTile:$to);
  let assemblyFormat = [{
    $from custom<Signedness>($signedness) `` custom<IEEERoundingMode>($rounding_mode)
    attr-dict `:` custom<CudaTileType>(type($from)) `->` custom<CudaTileType>(type($to))
  }];
  let hasVerifier = 1;
}

def CudaTile_IntToPtrOp : CudaTile_CastOp<"int_to_ptr", "13.1",
    CudaTile_TileOf<[I64], "tile of i64 values">, CudaTile_PointerTile> {
  let summary = "turn 64-bit integers into pointers";
}

def CudaTile_PtrToIntOp : CudaTile_CastOp<"ptr_to_int", "13.1",
    CudaTile_PointerTile, CudaTile_TileOf<[I64], "tile of i64 values">> {
  let summary = "turn pointers into 64-bit integers";
}

def CudaTile_PtrToPtrOp : CudaTile_CastOp<"ptr_to_ptr", "13.1",
    CudaTile_PointerTile, CudaTile_PointerTile> {
  let summary = "change the pointee type of pointers";
  let hasFolder = 1;
}

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILECONVERSIONOPS_TD
