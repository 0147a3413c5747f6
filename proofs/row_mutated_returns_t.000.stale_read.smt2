; program row_mutated_returns_t, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r210_byte () Int)
(declare-fun r210_1 () Int)
(declare-fun r210_0 () Int)
(declare-fun byte () Int)
(declare-fun w211_byte () Int)
(declare-fun w211_0 () Int)
(assert
 (let ((?x2265 (+ 0 (* 4 (+ 0 (+ (* r210_0 8) (* r210_1 1)))))))
 (and (and (>= r210_0 0) (< r210_0 4)) (and (>= r210_1 0) (< r210_1 8)) (and (>= r210_byte 0) (< r210_byte 4)) (= byte (+ ?x2265 r210_byte)))))
(assert
 (let (($x265 (= byte (+ (+ 0 (* 4 (+ 8 (* w211_0 1)))) w211_byte))))
 (and (and (>= w211_0 0) (< w211_0 8)) (and (>= w211_byte 0) (< w211_byte 4)) $x265)))
(assert
 (let (($x363 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x363))))
(check-sat)
