; program cross_entropy_logits_reused, triton_kernel_wrapper_functional_proxy.logits_ptr: stale read (end of graph reads arg0_1 vs triton_kernel_wrapper_functional_proxy logits_ptr=arg0_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r312_byte () Int)
(declare-fun r312_1 () Int)
(declare-fun r312_0 () Int)
(declare-fun byte () Int)
(declare-fun w313_byte () Int)
(declare-fun w313_1 () Int)
(declare-fun w313_0 () Int)
(assert
 (let ((?x87 (+ 0 (* 4 (+ 0 (+ (* r312_0 16) (* r312_1 1)))))))
 (and (and (>= r312_0 0) (< r312_0 8)) (and (>= r312_1 0) (< r312_1 16)) (and (>= r312_byte 0) (< r312_byte 4)) (= byte (+ ?x87 r312_byte)))))
(assert
 (let ((?x209 (+ 0 (* 4 (+ 0 (+ (* w313_0 16) (* w313_1 1)))))))
 (and (and (>= w313_0 0) (< w313_0 8)) (and (>= w313_1 0) (< w313_1 16)) (and (>= w313_byte 0) (< w313_byte 4)) (= byte (+ ?x209 w313_byte)))))
(assert
 (let (($x314 (= (mod (mod (- (div (- byte 0) 4) 0) 16) 1) 0)))
(let (($x53 (< (div (mod (- (div (- byte 0) 4) 0) 16) 1) 16)))
(let (($x278 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 16) 8) $x53 $x314)))
(or (or false) (not $x278))))))
(check-sat)
