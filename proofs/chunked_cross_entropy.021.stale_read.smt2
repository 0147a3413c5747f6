; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=8 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=12 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r757_byte () Int)
(declare-fun r757_0 () Int)
(declare-fun byte () Int)
(declare-fun w758_byte () Int)
(declare-fun w758_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s759_byte () Int)
(declare-fun s759_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s760_byte () Int)
(declare-fun s760_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s761_byte () Int)
(declare-fun s761_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s762_byte () Int)
(declare-fun s762_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s763_byte () Int)
(declare-fun s763_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s764_byte () Int)
(declare-fun s764_0 () Int)
(assert
 (let (($x590 (= byte (+ (+ 0 (* 4 (+ 0 (* r757_0 1)))) r757_byte))))
 (and (and (>= r757_0 0) (< r757_0 16)) (and (>= r757_byte 0) (< r757_byte 4)) $x590)))
(assert
 (let (($x474 (= byte (+ (+ 0 (* 4 (+ 4 (* w758_0 1)))) w758_byte))))
 (and (and (>= w758_0 0) (< w758_0 4)) (and (>= w758_byte 0) (< w758_byte 4)) $x474)))
(assert
 (let (($x687 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x687)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r757_0 1)))) held_byte0)))
(assert
 (let (($x462 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s759_0 1)))) s759_byte))))
 (and (and (>= s759_0 0) (< s759_0 16)) (and (>= s759_byte 0) (< s759_byte 4)) $x462)))
(assert
 (let (($x625 (and (>= (- (div (- carried0 0) 4) 4) 0) (< (div (- (div (- carried0 0) 4) 4) 1) 4) (= (mod (- (div (- carried0 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x625)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s759_0 1)))) held_byte1)))
(assert
 (let (($x348 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s760_0 1)))) s760_byte))))
 (and (and (>= s760_0 0) (< s760_0 16)) (and (>= s760_byte 0) (< s760_byte 4)) $x348)))
(assert
 (let (($x128 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x128)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s760_0 1)))) held_byte2)))
(assert
 (let (($x570 (= carried2 (+ (+ 0 (* 4 (+ 8 (* s761_0 1)))) s761_byte))))
 (and (and (>= s761_0 0) (< s761_0 4)) (and (>= s761_byte 0) (< s761_byte 4)) $x570)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 8 (* s761_0 1)))) held_byte3)))
(assert
 (let (($x195 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s762_0 1)))) s762_byte))))
 (and (and (>= s762_0 0) (< s762_0 16)) (and (>= s762_byte 0) (< s762_byte 4)) $x195)))
(assert
 (let (($x335 (and (>= (- (div (- carried3 0) 4) 12) 0) (< (div (- (div (- carried3 0) 4) 12) 1) 4) (= (mod (- (div (- carried3 0) 4) 12) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x335)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s762_0 1)))) held_byte4)))
(assert
 (let (($x427 (= carried4 (+ (+ 0 (* 4 (+ 12 (* s763_0 1)))) s763_byte))))
 (and (and (>= s763_0 0) (< s763_0 4)) (and (>= s763_byte 0) (< s763_byte 4)) $x427)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 12 (* s763_0 1)))) held_byte5)))
(assert
 (let (($x522 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s764_0 1)))) s764_byte))))
(and (and (>= s764_0 0) (< s764_0 16)) (and (>= s764_byte 0) (< s764_byte 4)) $x522)))
(check-sat)
