; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r507_byte () Int)
(declare-fun r507_0 () Int)
(declare-fun byte () Int)
(declare-fun w508_byte () Int)
(declare-fun w508_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s509_byte () Int)
(declare-fun s509_0 () Int)
(assert
 (let (($x1169 (= byte (+ (+ 0 (* 4 (+ 0 (* r507_0 1)))) r507_byte))))
 (and (and (>= r507_0 0) (< r507_0 16)) (and (>= r507_byte 0) (< r507_byte 4)) $x1169)))
(assert
 (let (($x1031 (= byte (+ (+ 0 (* 4 (+ 4 (* w508_0 1)))) w508_byte))))
 (and (and (>= w508_0 0) (< w508_0 4)) (and (>= w508_byte 0) (< w508_byte 4)) $x1031)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r507_0 1)))) held_byte)))
(assert
 (let (($x1396 (= observed (+ (+ 0 (* 4 (+ 4 (* s509_0 1)))) s509_byte))))
 (and (and (>= s509_0 0) (< s509_0 4)) (and (>= s509_byte 0) (< s509_byte 4)) $x1396)))
(assert
 (let (($x1067 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
(or (or false) (not $x1067))))
(check-sat)
