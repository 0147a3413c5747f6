; program symbolic_halves, triton_kernel_wrapper_functional_proxy.dst_ptr: stale read (slice_scatter reads arg1_1 vs triton_kernel_wrapper_functional_proxy dst_ptr=slice_2)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
(set-logic ALL)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun r22_byte () Int)
(declare-fun r22_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w23_byte () Int)
(declare-fun w23_0 () Int)
(assert
 (let (($x137 (= byte (+ (+ 0 (* 4 (+ 0 (* r22_0 1)))) r22_byte))))
 (and (and (>= r22_0 0) (< r22_0 s77)) (and (>= r22_byte 0) (< r22_byte 4)) $x137)))
(assert
 (let ((?x132 (+ (+ 0 (* 4 (+ (div s77 2) (* w23_0 1)))) w23_byte)))
 (and (and (>= w23_0 0) (< w23_0 (div s77 2))) (and (>= w23_byte 0) (< w23_byte 4)) (= byte ?x132))))
(assert
 (let (($x69 (= (mod (- (div (- byte 0) 4) (div s77 2)) 1) 0)))
 (let ((?x21 (div s77 2)))
 (let (($x81 (and (>= (- (div (- byte 0) 4) ?x21) 0) (< (div (- (div (- byte 0) 4) ?x21) 1) ?x21) $x69)))
 (or (or (<= ?x21 0) false) (not $x81))))))
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
