//===- TileAAStructureOps.td - nv_tileaa regions and compute -*- tablegen -*-=//
//
// Functions, structured control flow, combiner regions (reduce, scan), dot,
// assume, and the region-carrying queue and pragma ops.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILEAA_IR_TILEAASTRUCTUREOPS_TD
#define TILEIR_DIALECT_TILEAA_IR_TILEAASTRUCTUREOPS_TD

include "tileir/Dialect/TileAA/IR/TileAAOpBase.td"

//===----------------------------------------------------------------------===//
// Functions.
//===----------------------------------------------------------------------===//

def TileAA_FuncOp : TileAA_Op<"func", [FunctionOpInterface, IsolatedFromAbove,
                                       SingleBlock]> {
  let summary = "a tile kernel (`kernel`) or device function";
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       OptionalAttr<CudaTile_OptimizationHintsAttr>:$optimization_hints,
                       UnitAttr:$kernel);
  let regions = (region SizedRegion<1>:$body);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() {
      return getFunctionType().getInputs();
    }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() {
      return getFunctionType().getResults();
    }
    ::mlir::Region *getCallableRegion() { return &getBody(); }
  }];
}

def TileAA_ReturnOp : TileAA_Op<"return", [Pure, ReturnLike, Terminator,
                                           ParentOneOf<["FuncOp", "IfOp"]>]> {
  let arguments = (ins Variadic<TileAA_AnyValue>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Structured control flow (mirrors cuda_tile's: `continue` ends an iteration
// of `for` or `loop`, `break` leaves a `loop`, `yield` ends an `if` branch).
//===----------------------------------------------------------------------===//

def TileAA_ForOp : TileAA_Op<"for", [RecursiveMemoryEffects, SingleBlock,
    AllTypesMatch<["lowerBound", "upperBound", "step"]>]> {
  let summary = "counted loop; block arguments: induction variable, iter values";
  let arguments = (ins TileAA_ScalarInt:$lowerBound, TileAA_ScalarInt:$upperBound,
                       TileAA_ScalarInt:$step, Variadic<TileAA_AnyValue>:$initValues,
                       UnitAttr:$unsignedCmp);
  let results = (outs Variadic<TileAA_AnyValue>:$resultValues);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = [{
    $lowerBound `to` $upperBound `step` $step (`iter_values` `(` $initValues^ `:`
    type($initValues) `)`)? attr-dict `:` type($lowerBound) (`->` type($resultValues)^)?
    $region
  }];
  let hasVerifier = 1;
}

def TileAA_LoopOp : TileAA_Op<"loop", [RecursiveMemoryEffects, SingleBlock]> {
  let summary = "loop left only through `break`";
  let arguments = (ins Variadic<TileAA_AnyValue>:$initValues);
  let results = (outs Variadic<TileAA_AnyValue>:$resultValues);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = [{
    (`iter_values` `(` $initValues^ `:` type($initValues) `)`)?
    (`->` type($resultValues)^)? $region attr-dict
  }];
  let hasVerifier = 1;
}

def TileAA_IfOp : TileAA_Op<"if", [RecursiveMemoryEffects, NoRegionArguments]> {
  let arguments = (ins I1:$condition);
  let results = (outs Variadic<TileAA_AnyValue>:$results);
  let regions = (region SizedRegion<1>:$thenRegion, MaxSizedRegion<1>:$elseRegion);
  let assemblyFormat = [{
    $condition (`->` type($results)^)? $thenRegion (`else` $elseRegion^)? attr-dict
  }];
}

def TileAA_YieldOp : TileAA_Op<"yield", [Pure, ReturnLike, Terminator,
    ParentOneOf<["IfOp", "ReduceOp", "ScanOp", "PragmaOp"]>]> {
  let arguments = (ins Variadic<TileAA_AnyValue>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}

def TileAA_ContinueOp : TileAA_Op<"continue", [Terminator,
    ParentOneOf<["ForOp", "IfOp", "LoopOp"]>]> {
  let arguments = (ins Variadic<TileAA_AnyValue>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}

def TileAA_BreakOp : TileAA_Op<"break", [Terminator, ParentOneOf<["IfOp", "LoopOp"]>]> {
  let arguments = (ins Variadic<TileAA_AnyValue>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}

//===----------------------------------------------------------------------===//
// Combiner regions.
//===----------------------------------------------------------------------===//

def TileAA_ReduceOp : TileAA_Op<"reduce", [RecursiveMemoryEffects, SingleBlock]> {
  let summary = "reduce tensors along `dim` with a combiner region";
  let description = [{
    The combiner takes (accumulator, element) scalar pairs, one pair per
    operand, and yields the next accumulators.
  }];
  let arguments = (ins Variadic<TileAA_Tensor>:$operands,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim,
                       ArrayAttr:$identities);
  let results = (outs Variadic<TileAA_Tile>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $operands `:` type($operands) `->` type($results) $body attr-dict
  }];
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def TileAA_ScanOp : TileAA_Op<"scan", [RecursiveMemoryEffects, SingleBlock]> {
  let summary = "prefix scan along `dim` with a combiner region";
  let arguments = (ins Variadic<TileAA_Tensor>:$operands,
                       ConfinedAttr<I32Attr, [IntNonNegative]>:$dim,
                       BoolAttr:$reverse, ArrayAttr:$identities);
  let results = (outs Variadic<TileAA_Tensor>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $operands `:` type($operands) `->` type($results) $body attr-dict
  }];
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Matrix multiply.
//===----------------------------------------------------------------------===//

def TileAA_DotOp : TileAA_Op<"dot", [Pure, AllTypesMatch<["acc", "result"]>]> {
  let summary = "matrix multiply-accumulate: lhs x rhs + acc";
  let description = [{
    `input_precision` selects the multiplier precision for float inputs
    ("tf32", "ieee", ...); integer inputs carry their signedness. The
    product accumulates in the accumulator's element type.
  }];
  let arguments = (ins TileAA_Tensor:$lhs, TileAA_Tensor:$rhs, TileAA_Tensor:$acc,
                       OptionalAttr<StrAttr>:$input_precision,
                       TileAA_FastMath:$fastmath, UnitAttr:$fast_acc,
                       OptionalAttr<CudaTile_SignednessAttr>:$signedness_lhs,
                       OptionalAttr<CudaTile_SignednessAttr>:$signedness_rhs);
  let results = (outs TileAA_Tensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc attr-dict `:` type($lhs) `,` type($rhs) `,` type($acc)
  }];
  let hasVerifier = 1;
  // DotFolds.cpp: constant operands and zero multiplicands.
  let hasFolder = 1;
}

def TileAA_DotScaledOp : TileAA_Op<"dot_scaled", [Pure, AllTypesMatch<["acc", "result"]>]> {
  let summary = "block-scaled low-precision matrix multiply-accumulate";
  let arguments = (ins TileAA_Tensor:$lhs, TileAA_Tensor:$rhs, TileAA_Tensor:$acc,
                       TileAA_Tensor:$lhs_scale, TileAA_Tensor:$rhs_scale);
  let results = (outs TileAA_Tensor:$result);
  let assemblyFormat = [{
    $lhs `,` $rhs `,` $acc `,` $lhs_scale `,` $rhs_scale attr-dict `:` type($lhs)
    `,` type($rhs) `,` type($acc) `,` type($lhs_scale) `,` type($rhs_scale)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Hints and regions the canonicalizer prunes.
//===----------------------------------------------------------------------===//

def TileAA_AssumeOp : TileAA_Op<"assume", [Pure, AllTypesMatch<["value", "result"]>]> {
  let summary = "attach a property (divisibility, bounds, ...) to a value";
  let arguments = (ins TileAA_Tile:$value,
                       CudaTile_AssumePredicateAttrInterface:$predicate);
  let results = (outs TileAA_Tile:$result);
  // The predicate comes first: a trailing `: type` would be read as its type.
  let assemblyFormat = "$predicate `,` $value attr-dict `:` type($value)";
  // ShapeCanonicalization.cpp: assume over a splat moves to the scalar.
  let hasCanonicalizer = 1;
}

def TileAA_QueueGetOp : TileAA_Op<"queue.get", [RecursiveMemoryEffects, SingleBlock]> {
  let summary = "take values from a producer/consumer queue slot";
  let description = [{
    The region computes the values handed to the consumer and ends in
    `queue.yield`; results not used by the consumer are pruned.
  }];
  let arguments = (ins Variadic<TileAA_AnyValue>:$inputs, I32Attr:$queue);
  let results = (outs Variadic<TileAA_AnyValue>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    ($inputs^ `:` type($inputs))? (`->` type($results)^)? $body attr-dict
  }];
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

def TileAA_QueueYieldOp : TileAA_Op<"queue.yield", [Pure, ReturnLike, Terminator,
    HasParent<"QueueGetOp">]> {
  let arguments = (ins Variadic<TileAA_AnyValue>:$operands);
  let assemblyFormat = "attr-dict ($operands^ `:` type($operands))?";
}

def TileAA_PragmaOp : TileAA_Op<"pragma", [RecursiveMemoryEffects, SingleBlock]> {
  let summary = "a region carrying a scheduling directive";
  let arguments = (ins DictionaryAttr:$payload);
  let results = (outs Variadic<TileAA_AnyValue>:$results);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = "$payload (`->` type($results)^)? $body attr-dict";
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
}

#endif // TILEIR_DIALECT_TILEAA_IR_TILEAASTRUCTUREOPS_TD
