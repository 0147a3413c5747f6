; program cross_entropy_logits_reused, triton_kernel_wrapper_functional_proxy.logits_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy logits_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r861_byte () Int)
(declare-fun r861_1 () Int)
(declare-fun r861_0 () Int)
(declare-fun byte () Int)
(declare-fun w862_byte () Int)
(declare-fun w862_1 () Int)
(declare-fun w862_0 () Int)
(assert
 (let ((?x217 (+ 0 (* 4 (+ 0 (+ (* r861_0 16) (* r861_1 1)))))))
 (and (and (>= r861_0 0) (< r861_0 8)) (and (>= r861_1 0) (< r861_1 16)) (and (>= r861_byte 0) (< r861_byte 4)) (= byte (+ ?x217 r861_byte)))))
(assert
 (let ((?x49 (+ 0 (* 4 (+ 0 (+ (* w862_0 16) (* w862_1 1)))))))
 (and (and (>= w862_0 0) (< w862_0 8)) (and (>= w862_1 0) (< w862_1 16)) (and (>= w862_byte 0) (< w862_byte 4)) (= byte (+ ?x49 w862_byte)))))
(assert
 (let (($x604 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x275 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x652 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x275 $x604)))
(or (or false) (not $x652))))))
(check-sat)
