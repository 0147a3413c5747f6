; program column_then_row, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r116_byte () Int)
(declare-fun r116_1 () Int)
(declare-fun r116_0 () Int)
(declare-fun byte () Int)
(declare-fun w117_byte () Int)
(declare-fun w117_1 () Int)
(declare-fun w117_0 () Int)
(assert
 (let ((?x345 (+ 0 (* 4 (+ 0 (+ (* r116_0 8) (* r116_1 1)))))))
 (and (and (>= r116_0 0) (< r116_0 4)) (and (>= r116_1 0) (< r116_1 8)) (and (>= r116_byte 0) (< r116_byte 4)) (= byte (+ ?x345 r116_byte)))))
(assert
 (let ((?x251 (+ 0 (* 4 (+ 0 (+ (* w117_0 8) (* w117_1 1)))))))
 (and (and (>= w117_0 0) (< w117_0 4)) (and (>= w117_1 0) (< w117_1 4)) (and (>= w117_byte 0) (< w117_byte 4)) (= byte (+ ?x251 w117_byte)))))
(assert
 (let (($x438 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x105 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x263 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x105 $x438)))
(or (or false) (not $x263))))))
(check-sat)
