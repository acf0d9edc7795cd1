//===- CudaTileControlFlowOps.td - Control flow ------------*- tablegen -*-===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILECONTROLFLOWOPS_TD
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILECONTROLFLOWOPS_TD

include "tileir/Dialect/CudaTile/IR/CudaTileOpBase.td"

def CudaTile_ForOp : CudaTile_Op<"for", "13.1", [
    AutomaticAllocationScope, RecursiveMemoryEffects,
    AllTypesMatch<["lowerBound", "upperBound", "step"]>,
    SingleBlockImplicitTerminator<"ContinueOp">,
    DeclareOpInterfaceMethods<OpAsmOpInterface, [
        "getAsmResultNames", "getAsmBlockArgumentNames", "getDefaultDialect"]>]> {
  let summary = "counted loop over [lowerBound, upperBound) by step";
  let description = [{
    The induction variable and the bounds share one integer type; `unsigned`
    compares them as unsigned numbers. Loop-carried values enter through
    `iter_values` and are updated by the `continue` that ends the body.
  }];
  let arguments = (ins CudaTile_ScalarIntTile:$lowerBound,
                       CudaTile_ScalarIntTile:$upperBound,
                       CudaTile_ScalarIntTile:$step,
                       Variadic<CudaTile_AnyValue>:$initValues,
                       UnitAttr:$unsignedCmp);
  let results = (outs Variadic<CudaTile_AnyValue>:$resultValues);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [OpBuilder<(ins "::mlir::Value":$lowerBound,
                                 "::mlir::Value":$upperBound,
                                 "::mlir::Value":$step,
                                 CArg<"::mlir::ValueRange", "{}">:$initValues)>];
  let extraClassDeclaration = [{
    ::mlir::Block *getBody() { return &getRegion().front(); }
    ::mlir::BlockArgument getInductionVar() { return getBody()->getArgument(0); }
    ::mlir::Block::BlockArgListType getRegionIterValues() {
      return getBody()->getArguments().drop_front();
    }
  }];
}

// `loop` and `if` bodies may end in several terminators (continue, break,
// yield, return), so they insert their implicit terminators themselves
// instead of using SingleBlockImplicitTerminator, which admits only one.
def CudaTile_LoopOp : CudaTile_Op<"loop", "13.1", [
    AutomaticAllocationScope, RecursiveMemoryEffects, SingleBlock,
    CudaTile_DefaultDialectIface]> {
  let summary = "loop that runs until a `break`";
  let arguments = (ins Variadic<CudaTile_AnyValue>:$initValues);
  let results = (outs Variadic<CudaTile_AnyValue>:$resultValues);
  let regions = (region SizedRegion<1>:$region);
  let hasCustomAssemblyFormat = 1;
  let hasRegionVerifier = 1;
  let extraClassDeclaration = [{
    ::mlir::Block *getBody() { return &getRegion().front(); }
  }];
}

def CudaTile_IfOp : CudaTile_Op<"if", "13.1", [
    NoRegionArguments, RecursiveMemoryEffects, SingleBlock,
    CudaTile_DefaultDialectIface]> {
  let summary = "two-way branch on a scalar i1";
  let arguments = (ins CudaTile_ScalarI1Tile:$condition);
  let results = (outs Variadic<CudaTile_AnyValue>:$results);
  let regions = (region SizedRegion<1>:$thenRegion, MaxSizedRegion<1>:$elseRegion);
  let assemblyFormat = [{
    $condition (`->` `(` custom<CudaTileTypeList>(type($results))^ `)`)?
    custom<IfRegion>($thenRegion) (`else` custom<IfRegion>($elseRegion)^)?
    attr-dict
  }];
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
  let hasCanonicalizer = 1;
  let extraClassDeclaration = [{
    ::mlir::Block *getThenBlock() { return &getThenRegion().front(); }
    ::mlir::Block *getElseBlock() {
      return getElseRegion().empty() ? nullptr : &getElseRegion().front();
    }
  }];
}

def CudaTile_YieldOp : CudaTile_Op<"yield", "13.1", [
    Pure, ReturnLike, Terminator,
    ParentOneOf<["IfOp", "ReduceOp", "ScanOp"]>]> {
  let summary = "end an `if` branch or a combiner region with values";
  let arguments = (ins Variadic<CudaTile_AnyValue>:$operands);
  let builders = [OpBuilder<(ins), [{
    build($_builder, $_state, ::mlir::ValueRange());
  }]>];
  let assemblyFormat =
      "attr-dict ($operands^ `:` custom<CudaTileTypeList>(type($operands)))?";
}

def CudaTile_ContinueOp : CudaTile_Op<"continue", "13.1", [
    Terminator, ParentOneOf<["ForOp", "IfOp", "LoopOp"]>]> {
  let summary = "start the next iteration of the innermost loop";
  let arguments = (ins Variadic<CudaTile_AnyValue>:$operands);
  let builders = [OpBuilder<(ins), [{
    build($_builder, $_state, ::mlir::ValueRange());
  }]>];
  let assemblyFormat =
      "attr-dict ($operands^ `:` custom<CudaTileTypeList>(type($operands)))?";
  let hasVerifier = 1;
}

def CudaTile_BreakOp : CudaTile_Op<"break", "13.1", [
    Terminator, ParentOneOf<["IfOp", "LoopOp"]>]> {
  let summary = "leave the innermost `loop` with its results";
  let arguments = (ins Variadic<CudaTile_AnyValue>:$operands);
  let builders = [OpBuilder<(ins), [{
    build($_builder, $_state, ::mlir::ValueRange());
  }]>];
  let assemblyFormat =
      "attr-dict ($operands^ `:` custom<CudaTileTypeList>(type($operands)))?";
  let hasVerifier = 1;
}

def CudaTile_ReturnOp : CudaTile_Op<"return", "13.1", [
    ReturnLike, Terminator]> {
  let summary = "end the kernel";
  let arguments = (ins Variadic<AnyType>:$operands);
  let builders = [OpBuilder<(ins), [{
    build($_builder, $_state, ::mlir::ValueRange());
  }]>];
  let assemblyFormat =
      "attr-dict ($operands^ `:` custom<CudaTileTypeList>(type($operands)))?";
  let hasVerifier = 1;
}

def CudaTile_AssertOp : CudaTile_Op<"assert", "13.1"> {
  let summary = "report an error for every false element of a condition";
  let arguments = (ins CudaTile_I1Tile:$condition, StrAttr:$message);
  let assemblyFormat = [{
    $condition `,` $message attr-dict `:` custom<CudaTileType>(type($condition))
  }];
}

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILECONTROLFLOWOPS_TD
