; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (end of graph reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
(set-logic ALL)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun r24_byte () Int)
(declare-fun r24_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w25_byte () Int)
(declare-fun w25_0 () Int)
(assert
 (let (($x72 (= byte (+ (+ 0 (* 4 (+ 0 (* r24_0 1)))) r24_byte))))
 (and (and (>= r24_0 0) (< r24_0 s77)) (and (>= r24_byte 0) (< r24_byte 4)) $x72)))
(assert
 (let ((?x219 (+ (+ 0 (* 4 (+ (div s77 2) (* w25_0 1)))) w25_byte)))
 (and (and (>= w25_0 0) (< w25_0 (div s77 2))) (and (>= w25_byte 0) (< w25_byte 4)) (= byte ?x219))))
(assert
 (let (($x105 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) s77) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (or (or (<= s77 0) false) (not $x105))))
(assert
 (>= s77 4))
(assert
 (let ((?x21 (div s77 2)))
 (<= ?x21 s77)))
(assert
 (let ((?x21 (div s77 2)))
 (let ((?x156 (* 2 ?x21)))
 (<= ?x156 s77))))
(assert
 (let ((?x21 (div s77 2)))
(<= 2 ?x21)))
(check-sat)
