; program adam_flat_params, triton_kernel_wrapper_functional_proxy_1.v_ptr: stale read (slice_scatter_5 reads slice_scatter_2 vs triton_kernel_wrapper_functional_proxy_1 v_ptr=slice_14, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r455_byte () Int)
(declare-fun r455_0 () Int)
(declare-fun byte () Int)
(declare-fun w456_byte () Int)
(declare-fun w456_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s457_byte () Int)
(declare-fun s457_0 () Int)
(assert
 (let (($x699 (= byte (+ (+ 0 (* 4 (+ 0 (* r455_0 1)))) r455_byte))))
 (and (and (>= r455_0 0) (< r455_0 64)) (and (>= r455_byte 0) (< r455_byte 4)) $x699)))
(assert
 (let (($x585 (= byte (+ (+ 0 (* 4 (+ 32 (* w456_0 1)))) w456_byte))))
 (and (and (>= w456_0 0) (< w456_0 32)) (and (>= w456_byte 0) (< w456_byte 4)) $x585)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r455_0 1)))) held_byte)))
(assert
 (let (($x195 (= observed (+ (+ 0 (* 4 (+ 0 (* s457_0 1)))) s457_byte))))
 (and (and (>= s457_0 0) (< s457_0 64)) (and (>= s457_byte 0) (< s457_byte 4)) $x195)))
(assert
 (let (($x1043 (and (>= (- (div (- byte 0) 4) 32) 0) (< (div (- (div (- byte 0) 4) 32) 1) 32) (= (mod (- (div (- byte 0) 4) 32) 1) 0))))
(or (or false) (not $x1043))))
(check-sat)
