; program row_mutated_returns_t, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r254_byte () Int)
(declare-fun r254_1 () Int)
(declare-fun r254_0 () Int)
(declare-fun byte () Int)
(declare-fun w255_byte () Int)
(declare-fun w255_0 () Int)
(assert
 (let ((?x1158 (+ 0 (* 4 (+ 0 (+ (* r254_0 8) (* r254_1 1)))))))
 (and (and (>= r254_0 0) (< r254_0 4)) (and (>= r254_1 0) (< r254_1 8)) (and (>= r254_byte 0) (< r254_byte 4)) (= byte (+ ?x1158 r254_byte)))))
(assert
 (let (($x248 (= byte (+ (+ 0 (* 4 (+ 8 (* w255_0 1)))) w255_byte))))
 (and (and (>= w255_0 0) (< w255_0 8)) (and (>= w255_byte 0) (< w255_byte 4)) $x248)))
(assert
 (let (($x1155 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
(let (($x144 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 8)))
(let (($x414 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x144 $x1155)))
(or (or false) (not $x414))))))
(check-sat)
