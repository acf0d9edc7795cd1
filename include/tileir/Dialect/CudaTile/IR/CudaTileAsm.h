//===- CudaTileAsm.h - Custom assembly directives ---------------*- C++ -*-===//
//
// The parse/print pairs behind the `custom<...>` directives of the cuda_tile
// assembly formats. Their spelling follows the spec's textual syntax; note
// that the declarative printer emits a space before every custom directive,
// so a directive that prints nothing (a default rounding mode) leaves the two
// spaces that NVIDIA's printer also produces (`addf %a, %b  : tile<f32>`).
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_CUDATILE_IR_CUDATILEASM_H
#define TILEIR_DIALECT_CUDATILE_IR_CUDATILEASM_H

#include "tileir/Dialect/CudaTile/IR/CudaTileTypes.h"

#include "mlir/IR/OpImplementation.h"

namespace mlir::cuda_tile {

// Types in short form: `tile<4xf32>`, `token`, `ptr<f16>`.
ParseResult parseCudaTileType(OpAsmParser &parser, Type &type);
void printCudaTileType(OpAsmPrinter &printer, Operation *op, Type type);
// A comma-separated list of types (at least one).
ParseResult parseCudaTileTypeList(OpAsmParser &parser,
                                  SmallVectorImpl<Type> &types);
void printCudaTileTypeList(OpAsmPrinter &printer, Operation *op,
                           TypeRange types);
// One type printed for all index operands of a view access. A
// gather_scatter_view access mixes a 1-d index tile with scalars, so there
// the types are printed as a list.
ParseResult parseIndexTypes(OpAsmParser &parser, SmallVectorImpl<Type> &types,
                            ArrayRef<OpAsmParser::UnresolvedOperand> operands);
void printIndexTypes(OpAsmPrinter &printer, Operation *op, TypeRange types,
                     OperandRange operands);

// Rounding-mode clauses `rounding<mode>`; each omits its default when
// printing and accepts only the modes its op allows.
ParseResult parseIEEERoundingMode(OpAsmParser &parser, RoundingModeAttr &attr);
void printIEEERoundingMode(OpAsmPrinter &printer, Operation *op,
                           RoundingModeAttr attr);
ParseResult parseDivRoundingMode(OpAsmParser &parser, RoundingModeAttr &attr);
void printDivRoundingMode(OpAsmPrinter &printer, Operation *op,
                          RoundingModeAttr attr);
ParseResult parseSqrtRoundingMode(OpAsmParser &parser, RoundingModeAttr &attr);
void printSqrtRoundingMode(OpAsmPrinter &printer, Operation *op,
                           RoundingModeAttr attr);
// `full` (default) or `approx`, for exp and tanh.
ParseResult parseApproxRoundingMode(OpAsmParser &parser,
                                    RoundingModeAttr &attr);
void printApproxRoundingMode(OpAsmPrinter &printer, Operation *op,
                             RoundingModeAttr attr);
ParseResult parseIntegerRoundingMode(OpAsmParser &parser,
                                     RoundingModeAttr &attr);
void printIntegerRoundingMode(OpAsmPrinter &printer, Operation *op,
                              RoundingModeAttr attr);

// Bare enum keywords.
ParseResult parseSignedness(OpAsmParser &parser, SignednessAttr &attr);
void printSignedness(OpAsmPrinter &printer, Operation *op, SignednessAttr attr);
ParseResult parseComparisonPredicate(OpAsmParser &parser,
                                     ComparisonPredicateAttr &attr);
void printComparisonPredicate(OpAsmPrinter &printer, Operation *op,
                              ComparisonPredicateAttr attr);
ParseResult parseComparisonOrdering(OpAsmParser &parser,
                                    ComparisonOrderingAttr &attr);
void printComparisonOrdering(OpAsmPrinter &printer, Operation *op,
                             ComparisonOrderingAttr attr);
// `weak` or `<ordering> <scope>` of the view memory operations.
ParseResult parseMemoryAttributes(OpAsmParser &parser,
                                  MemoryOrderingAttr &ordering,
                                  MemoryScopeAttr &scope);
void printMemoryAttributes(OpAsmPrinter &printer, Operation *op,
                           MemoryOrderingAttr ordering, MemoryScopeAttr scope);

// `div_by<16>`, `bounded<0, ?>`, `same_elements<[1, 4]>`.
ParseResult parseAssumePredicate(OpAsmParser &parser, Attribute &attr);
void printAssumePredicate(OpAsmPrinter &printer, Operation *op, Attribute attr);

// Tile constants `<f32: [1.0, 2.0]> : tile<2xf32>`; the 13.1 drafts'
// `dense<...> : tile<2xf32>` is also accepted. The elements attribute is
// typed by the tile type itself (TileType is a ShapedType). The first pair
// also yields the op's result type; the second is for globals.
ParseResult parseTileConstant(OpAsmParser &parser,
                              DenseIntOrFPElementsAttr &value, Type &type);
void printTileConstant(OpAsmPrinter &printer, Operation *op,
                       DenseIntOrFPElementsAttr value, Type type);
ParseResult parseTileConstant(OpAsmParser &parser,
                              DenseIntOrFPElementsAttr &value);
void printTileConstant(OpAsmPrinter &printer, Operation *op,
                       DenseIntOrFPElementsAttr value);

// `private` before a global's name.
ParseResult parseSymbolVisibility(OpAsmParser &parser,
                                  SymbolVisibilityAttr &visibility);
void printSymbolVisibility(OpAsmPrinter &printer, Operation *op,
                           SymbolVisibilityAttr visibility);

// The region of `if` with its implicit empty `yield`.
ParseResult parseIfRegion(OpAsmParser &parser, Region &region);
void printIfRegion(OpAsmPrinter &printer, Operation *op, Region &region);
// `(%a: tile<f32>, %b: tile<f32>) { ... }` of reduce and scan, on a new line.
ParseResult parseArgumentRegion(OpAsmParser &parser, Region &region);
void printArgumentRegion(OpAsmPrinter &printer, Operation *op, Region &region);

// Short-form attributes of the dialect without the `#cuda_tile.` prefix.
Attribute parseCudaTileAttrShort(AsmParser &parser);
void printCudaTileAttrShort(AsmPrinter &printer, Attribute attr);

} // namespace mlir::cuda_tile

#endif // TILEIR_DIALECT_CUDATILE_IR_CUDATILEASM_H
