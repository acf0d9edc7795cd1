//===- CudaTileMiscOps.td - Hints and debugging ------------*- tablegen -*-===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILEMISCOPS_TD
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILEMISCOPS_TD

include "tileir/Dialect/CudaTile/IR/CudaTileOpBase.td"

def CudaTile_AssumeOp : CudaTile_Op<"assume", "13.1", [
    Pure, AllTypesMatch<["value", "result"]>,
    DeclareOpInterfaceMethods<OpAsmOpInterface, ["getAsmResultNames"]>]> {
  let summary = "attach a property (divisibility, bounds, ...) to a value";
  let arguments = (ins CudaTile_AnyValue:$value,
                       CudaTile_AssumePredicateAttrInterface:$predicate);
  let results = (outs CudaTile_AnyValue:$result);
  let assemblyFormat = [{
    custom<AssumePredicate>($predicate) `,` $value attr-dict `:`
    custom<CudaTileType>(type($value))
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

// Tile IR 13.1 spells it `print`; 13.2 renamed it `print_tko` (same
// opcode) and gave it a token operand and result.
def CudaTile_PrintOp : CudaTile_Op<"print", "13.1"> {
  let summary = "print a formatted message with tile values (13.1 form)";
  let arguments = (ins StrAttr:$str, Variadic<CudaTile_AnyTile>:$args);
  let assemblyFormat = [{
    $str (`,` $args^)? attr-dict (`:` custom<CudaTileTypeList>(type($args))^)?
  }];
  let hasVerifier = 1;
}

def CudaTile_PrintTkoOp : CudaTile_Op<"print_tko", "13.2", [AttrSizedOperandSegments]> {
  let summary = "print a formatted message with tile values, ordered by tokens";
  let description = [{
    Each `%` conversion of the format (printf style; `%%` prints a percent
    sign) consumes one operand.
  }];
  let arguments = (ins StrAttr:$str, Variadic<CudaTile_AnyTile>:$args,
                       Optional<CudaTile_Token>:$token);
  let results = (outs CudaTile_Token:$result_token);
  let assemblyFormat = [{
    $str (`,` $args^)? (`token` `` `=` `` $token^)? attr-dict
    (`:` custom<CudaTileTypeList>(type($args))^)?
    `->` custom<CudaTileType>(type($result_token))
  }];
  let hasVerifier = 1;
}

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILEMISCOPS_TD
